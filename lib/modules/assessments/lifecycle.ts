import { and, eq } from "drizzle-orm";
import type { ChangeContext } from "@/lib/audit/changes";
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
