import { and, eq } from "drizzle-orm";
import { type ChangeContext, systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { recordDomainEvent } from "@/lib/events/record";
import { recordAssessmentChange } from "./change-log";
import type { AssessmentStatus } from "./schemas";
import { type AssessmentRow, assessments } from "./tables";

type AssessmentChanges = Partial<typeof assessments.$inferInsert>;

/**
 * Moves the assessment from the status it was read in to `to`, with Assessment.StatusChanged and
 * its change log entry (`action`: "approved", "reopened", "archived", or "status_changed" for the
 * engine's moves) in the same transaction. Returns the updated row, or null when its status changed
 * meanwhile.
 */
export async function moveStatus(
  ctx: ChangeContext,
  row: AssessmentRow,
  to: AssessmentStatus,
  changes: AssessmentChanges = {},
  action = "status_changed",
): Promise<AssessmentRow | null> {
  const q = ctx.tx;
  const [updated] = await q
    .update(assessments)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(assessments.id, row.id), eq(assessments.status, row.status)))
    .returning();
  if (!updated) {
    return null;
  }
  await recordDomainEvent(q, row.orgId, "Assessment.StatusChanged", {
    assessment_id: row.id,
    old_status: row.status,
    new_status: to,
  });
  await recordAssessmentChange(ctx, action, row, updated);
  return updated;
}

/**
 * Moves the assessment to `to` as the system (a job whose work the assessment follows), its row
 * locked first; an archived assessment, or one already in `to`, is left as it is.
 */
export async function moveAssessmentBySystem(
  q: Queryable,
  orgId: string,
  assessmentId: string,
  to: AssessmentStatus,
  changes: AssessmentChanges = {},
): Promise<void> {
  const [row] = await q.select().from(assessments).where(eq(assessments.id, assessmentId)).for("update");
  if (row && row.status !== to && !row.isArchived) {
    await moveStatus({ tx: q, orgId, actor: systemActor }, row, to, changes);
  }
}

/** The assessment's status (no organization check: for a caller that holds its ID from its own rows). */
export async function assessmentStatusOf(q: Queryable, assessmentId: string): Promise<string | undefined> {
  const [row] = await q
    .select({ status: assessments.status })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  return row?.status;
}
