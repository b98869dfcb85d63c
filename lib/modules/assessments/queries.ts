import { count, eq, inArray, sql } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { controlCountsOfSets } from "@/lib/modules/controls";
import { activeFindingCountsByAssessment } from "@/lib/modules/findings";
import { type AssessmentRow, assessmentEvaluations, assessments } from "./tables";
import { requireAssessmentShown } from "./zero-touch-runs";

export const assessmentNotFound = () => notFound("assessment_not_found", "Assessment");

/**
 * The assessment of this organization, or 404 assessment_not_found (404 not_enabled for a zero touch
 * run while zero touch is off); `lock` locks the row.
 */
export async function findAssessmentInOrg(
  q: Queryable,
  orgId: string,
  assessmentId: string,
  lock?: RowLock,
): Promise<AssessmentRow> {
  const row = await findInOrg(q, assessments, orgId, assessmentId, {
    notFound: assessmentNotFound,
    lock,
  });
  await requireAssessmentShown(q, orgId, row);
  return row;
}

/** What the object computes from other tables: findings_count and progress. */
export interface AssessmentCounts {
  findingsCount: number;
  controlsEvaluated: number;
  controlsTotal: number;
}

const noCounts: AssessmentCounts = { findingsCount: 0, controlsEvaluated: 0, controlsTotal: 0 };

/** The computed fields of several assessments in three queries, keyed by assessment ID. */
export async function countsFor(
  q: Queryable,
  orgId: string,
  rows: readonly AssessmentRow[],
): Promise<Map<string, AssessmentCounts>> {
  const ids = rows.map((row) => row.id);
  const result = new Map(ids.map((id) => [id, { ...noCounts }]));
  if (ids.length === 0) {
    return result;
  }
  const setIds = [...new Set(rows.flatMap((row) => row.controlSetIds))];
  const [findingCounts, evaluationCounts, controlCounts] = await Promise.all([
    activeFindingCountsByAssessment(q, orgId, ids),
    q
      .select({ id: assessmentEvaluations.assessmentId, total: count() })
      .from(assessmentEvaluations)
      .innerJoin(assessments, eq(assessments.id, assessmentEvaluations.assessmentId))
      .where(
        inOrg(
          assessmentEvaluations,
          orgId,
          inArray(assessmentEvaluations.assessmentId, ids),
          sql`${assessmentEvaluations.round} = ${assessments.evaluationRound}`,
        ),
      )
      .groupBy(assessmentEvaluations.assessmentId),
    controlCountsOfSets(q, orgId, setIds),
  ]);
  for (const [id, total] of findingCounts) {
    const entry = result.get(id);
    if (entry) {
      entry.findingsCount = total;
    }
  }
  for (const row of evaluationCounts) {
    const entry = result.get(row.id);
    if (entry) {
      entry.controlsEvaluated = row.total;
    }
  }
  const perSet = new Map(controlCounts.map((row) => [row.setId, row.total]));
  for (const row of rows) {
    const entry = result.get(row.id);
    if (entry) {
      entry.controlsTotal = row.controlSetIds.reduce((sum, setId) => sum + (perSet.get(setId) ?? 0), 0);
    }
  }
  return result;
}
