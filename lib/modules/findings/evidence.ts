import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { inOrg } from "@/lib/db/tenant";
import { assessmentEvaluations, assessments } from "@/lib/modules/assessments/tables";
import { controls } from "@/lib/modules/controls/tables";
import type { FindingEvidence } from "./schemas";
import { findFindingInOrg } from "./service";

/**
 * GET /v1/findings/{id}/evidence: why the finding was raised. For a finding an assessment's analysis
 * raised: the control, the evaluation's result and rationale, and its quoted passages with their
 * documents (the latest round that kept the finding). A finding raised by hand has none of these.
 */
export async function findingEvidence(ctx: ServiceContext, findingId: string): Promise<FindingEvidence> {
  const finding = await findFindingInOrg(ctx.tx, ctx.orgId, findingId);
  const [evaluation] = await ctx.tx
    .select({
      result: assessmentEvaluations.result,
      rationale: assessmentEvaluations.rationale,
      evidence: assessmentEvaluations.evidence,
      control: { id: controls.id, ref: controls.ref, title: controls.title, description: controls.description },
    })
    .from(assessmentEvaluations)
    .innerJoin(controls, inOrg(controls, ctx.orgId, eq(controls.id, assessmentEvaluations.controlId)))
    .where(inOrg(assessmentEvaluations, ctx.orgId, eq(assessmentEvaluations.findingId, finding.id)))
    .orderBy(desc(assessmentEvaluations.round))
    .limit(1);
  const [assessment] = finding.assessmentId
    ? await ctx.tx
        .select({ id: assessments.id, name: assessments.name })
        .from(assessments)
        .where(inOrg(assessments, ctx.orgId, eq(assessments.id, finding.assessmentId)))
        .limit(1)
    : [];
  return {
    control: evaluation?.control ?? null,
    result: evaluation?.result ?? null,
    rationale: evaluation?.rationale ?? null,
    evidence: (evaluation?.evidence ?? []).map((item) => ({
      document_id: item.document_id,
      document_name: item.document_name,
      quote: item.quote,
    })),
    assessment: assessment ?? null,
  };
}
