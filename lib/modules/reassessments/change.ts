import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { type Caller, transactionAs } from "@/lib/api/service-context";
import { db, type Tx } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { fieldDiffs } from "@/lib/events/field-diffs";
import { toUnixSeconds } from "@/lib/time";
import { findReassessmentInOrg, readReassessment } from "./read";
import { type ReassessmentAction, recordReassessmentChange } from "./record-change";
import type { Reassessment } from "./schemas";
import { type ReassessmentSummary, summarizeReassessment } from "./summary";
import { type ReassessmentRow, reassessments } from "./tables";

export type ChangeContext = ServiceContext & { tx: Tx };

/** What a change may hand back: a bounded note for the change log, and work to do once it committed. */
export interface ChangeOutcome {
  /** Extra fields of the change's before and after (which vendor an inclusion change was about). */
  note?: { before: Record<string, unknown>; after: Record<string, unknown> };
  /** Runs after the transaction committed, before the refreshed object is read (a large set's other batches). */
  afterCommit?: () => Promise<void>;
}

/**
 * Every change to a reassessment goes through here. In one transaction: the row is locked FOR
 * UPDATE first (two concurrent changes run one after the other, the second seeing the first's
 * result), `apply` checks the state and writes, and when anything changed updated_at moves and the
 * change is recorded (change log, Reassessment.Updated with field_diffs) from summaries, never from
 * the whole vendor set. A change that changed nothing records nothing. Then what `apply` left for
 * after the commit runs, and the refreshed object is read and returned.
 */
export async function changeReassessment(
  caller: Caller,
  reassessmentId: string,
  action: ReassessmentAction,
  apply: (ctx: ChangeContext, row: ReassessmentRow, before: ReassessmentSummary) => Promise<ChangeOutcome | undefined>,
): Promise<Reassessment> {
  const outcome = await transactionAs(caller, async (ctx) => {
    const row = await findReassessmentInOrg(ctx.tx, ctx.orgId, reassessmentId, "update");
    const before = await summarizeReassessment(ctx.tx, row);
    const result = await apply(ctx, row, before);
    const after = await summarizeReassessment(ctx.tx, await findReassessmentInOrg(ctx.tx, ctx.orgId, reassessmentId));
    if (Object.keys(fieldDiffs(before, after)).length === 0) {
      return result;
    }
    const updatedAt = new Date();
    await ctx.tx
      .update(reassessments)
      .set({ updatedAt })
      .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, reassessmentId)));
    await recordReassessmentChange(
      ctx,
      action,
      { ...before, ...result?.note?.before },
      { ...after, ...result?.note?.after, updated_at: toUnixSeconds(updatedAt) },
    );
    return result;
  });
  await outcome?.afterCommit?.();
  return readReassessment(db(), caller.orgId, reassessmentId);
}
