import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { assessmentEvaluations, assessments } from "./tables";

/** When an assessment was created, analysed and, if it was, approved and archived. */
export interface AssessmentDates {
  id: string;
  createdAt: Date;
  /** When the engine analysed it (its evaluations). */
  analysedAt: Date;
  approvedAt?: Date;
  archivedAt?: Date;
}

/**
 * An assessment and its evaluations dated when they happened rather than now (the sample data's
 * history; no service sets creation times). The findings its analysis raised are the findings
 * module's (`backdateFindingsOfAssessment`).
 */
export async function backdateAssessment(tx: Queryable, orgId: string, dates: AssessmentDates): Promise<void> {
  const lastChange = dates.archivedAt ?? dates.approvedAt ?? dates.analysedAt;
  await tx
    .update(assessments)
    .set({
      createdAt: dates.createdAt,
      initiatedAt: sql`case when ${assessments.initiatedAt} is null then null else ${dates.createdAt.toISOString()}::timestamptz end`,
      updatedAt: lastChange,
      ...(dates.approvedAt ? { approvedAt: dates.approvedAt } : {}),
      ...(dates.archivedAt ? { archivedAt: dates.archivedAt } : {}),
    })
    .where(inOrg(assessments, orgId, eq(assessments.id, dates.id)));
  await tx
    .update(assessmentEvaluations)
    .set({ createdAt: dates.analysedAt, updatedAt: dates.analysedAt })
    .where(inOrg(assessmentEvaluations, orgId, eq(assessmentEvaluations.assessmentId, dates.id)));
}
