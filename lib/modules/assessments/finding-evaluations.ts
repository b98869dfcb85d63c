import { desc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { type AssessmentEvaluationRow, assessmentEvaluations, assessments } from "./tables";

/** What a finding's evidence (finding-evidence.ts) shows of an evaluation that raised or kept it. */
export type FindingEvaluation = Pick<AssessmentEvaluationRow, "controlId" | "result" | "rationale" | "evidence">;

/** The organization's evaluations that raised or kept the finding, the latest round first. */
export function evaluationsOfFinding(q: Queryable, orgId: string, findingId: string): Promise<FindingEvaluation[]> {
  return q
    .select({
      controlId: assessmentEvaluations.controlId,
      result: assessmentEvaluations.result,
      rationale: assessmentEvaluations.rationale,
      evidence: assessmentEvaluations.evidence,
    })
    .from(assessmentEvaluations)
    .where(inOrg(assessmentEvaluations, orgId, eq(assessmentEvaluations.findingId, findingId)))
    .orderBy(desc(assessmentEvaluations.round));
}

/** The organization's assessment `assessmentId` as a reference (ID and name), or undefined. */
export async function assessmentReferenceOf(
  q: Queryable,
  orgId: string,
  assessmentId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await q
    .select({ id: assessments.id, name: assessments.name })
    .from(assessments)
    .where(inOrg(assessments, orgId, eq(assessments.id, assessmentId)))
    .limit(1);
  return row;
}
