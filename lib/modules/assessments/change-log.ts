import { type ChangeContext, type ChangeInput, recordChange, recordChanges } from "@/lib/audit/changes";
import { serializeAssessment } from "./serialize";
import type { AssessmentRow } from "./tables";

const noCounts = { findingsCount: 0, controlsEvaluated: 0, controlsTotal: 0 };

/**
 * The assessment's own fields as the API shows them. Findings count and progress are computed from
 * other records (findings, evaluations), which have their own entries or none.
 */
export function assessmentForLog(row: AssessmentRow) {
  const { findings_count: _findings, progress: _progress, ...assessment } = serializeAssessment(row, noCounts);
  return assessment;
}

/** A change of an assessment: "created", "updated", "archived", or a status move ("approved", "status_changed"...). */
export async function recordAssessmentChange(
  ctx: ChangeContext,
  action: string,
  before: AssessmentRow | null,
  after: AssessmentRow,
) {
  await recordChange(ctx, assessmentChange(action, before, after));
}

/** The "created" entries of many new assessments, with one insert. */
export async function recordAssessmentsCreated(ctx: ChangeContext, rows: readonly AssessmentRow[]) {
  await recordChanges(
    ctx,
    rows.map((row) => assessmentChange("created", null, row)),
  );
}

function assessmentChange(action: string, before: AssessmentRow | null, after: AssessmentRow): ChangeInput {
  return {
    entityType: "assessment",
    entityId: after.id,
    entityName: after.name,
    action,
    before: before ? assessmentForLog(before) : null,
    after: assessmentForLog(after),
  };
}
