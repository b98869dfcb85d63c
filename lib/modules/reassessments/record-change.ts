import type { ServiceContext } from "@/lib/api/context";
import { recordChange } from "@/lib/audit/changes";
import { fieldDiffs } from "@/lib/events/field-diffs";
import { recordDomainEvent } from "@/lib/events/record";
import type { ReassessmentSummary } from "./summary";

/** "created", "updated", or the state change: "confirmed", "dismissed", "run". */
export type ReassessmentAction = "created" | "updated" | "confirmed" | "dismissed" | "run";

/**
 * A reassessment's change: its change log entry and its domain event (Reassessment.Created, or
 * Reassessment.Updated with the field_diffs), in the caller's transaction, both from summaries
 * (summary.ts): the vendor set and the alerts appear as counts.
 */
export async function recordReassessmentChange(
  ctx: ServiceContext,
  action: ReassessmentAction,
  before: Record<string, unknown> | null,
  after: ReassessmentSummary,
): Promise<void> {
  await recordChange(ctx, {
    entityType: "reassessment",
    entityId: after.id,
    entityName: after.title,
    action,
    before,
    after,
  });
  if (!before) {
    await recordDomainEvent(ctx.tx, ctx.orgId, "Reassessment.Created", { reassessment_id: after.id });
    return;
  }
  await recordDomainEvent(ctx.tx, ctx.orgId, "Reassessment.Updated", {
    reassessment_id: after.id,
    field_diffs: fieldDiffs(before, after),
  });
}
