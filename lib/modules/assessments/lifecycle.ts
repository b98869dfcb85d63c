import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { recordDomainEvent } from "@/lib/events/record";
import type { AssessmentStatus } from "./schemas";
import { type AssessmentRow, assessments } from "./tables";

type AssessmentChanges = Partial<typeof assessments.$inferInsert>;

/**
 * Moves the assessment from the status it was read in to `to`, with Assessment.StatusChanged in
 * the same transaction. Returns the updated row, or null when its status changed meanwhile.
 */
export async function moveStatus(
  q: Queryable,
  row: Pick<AssessmentRow, "id" | "orgId" | "status">,
  to: AssessmentStatus,
  changes: AssessmentChanges = {},
): Promise<AssessmentRow | null> {
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
  return updated;
}
