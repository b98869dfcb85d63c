import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { inOrg } from "@/lib/db/tenant";
import { fieldDiffs } from "@/lib/events/field-diffs";
import { toUnixSeconds } from "@/lib/time";
import { findReassessmentInOrg, loadReassessment } from "./read";
import { type ReassessmentAction, recordReassessmentChange } from "./record-change";
import type { Reassessment } from "./schemas";
import { type ReassessmentRow, reassessments } from "./tables";

/**
 * Every change to a reassessment goes through here: the row is locked FOR UPDATE first (two
 * concurrent changes run one after the other, the second seeing the first's result), `apply`
 * checks the state and writes, and when anything changed updated_at moves and the change is
 * recorded (change log, Reassessment.Updated with field_diffs). A change that changed nothing
 * records nothing. Returns the refreshed object.
 */
export async function changeReassessment(
  ctx: ServiceContext,
  reassessmentId: string,
  action: ReassessmentAction,
  apply: (row: ReassessmentRow, before: Reassessment) => Promise<void>,
): Promise<Reassessment> {
  const row = await findReassessmentInOrg(ctx.tx, ctx.orgId, reassessmentId, "update");
  const before = await loadReassessment(ctx.tx, row);
  await apply(row, before);
  const after = await loadReassessment(ctx.tx, await findReassessmentInOrg(ctx.tx, ctx.orgId, reassessmentId));
  if (Object.keys(fieldDiffs(before, after)).length === 0) {
    return before;
  }
  const updatedAt = new Date();
  await ctx.tx
    .update(reassessments)
    .set({ updatedAt })
    .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, reassessmentId)));
  const refreshed = { ...after, updated_at: toUnixSeconds(updatedAt) };
  await recordReassessmentChange(ctx, action, before, refreshed);
  return refreshed;
}
