import { isDeepStrictEqual } from "node:util";
import { asc, eq, gt, inArray } from "drizzle-orm";
import { changeInBatches, LINK_BATCH_SIZE } from "@/lib/db/batches";
import { inOrg } from "@/lib/db/tenant";
import { type ActivityLogRow, activityLog } from "./tables";

/** The parts of a change log entry a rewrite may change. */
export type RewritableEntry = Pick<ActivityLogRow, "targetType" | "targetId" | "targetName" | "changes" | "snapshot">;

/** Entries read and rewritten per transaction: each batch is short, whatever the organization's history. */
const BATCH = LINK_BATCH_SIZE;

/**
 * Rewrites an organization's change log entries of some entity types, a batch per transaction: for a
 * rule that tightened after entries were written (how much of a number the log may show). `rewrite`
 * answers the entry as it should read; entries it leaves equal are not written. Answers how many
 * entries changed. The log is otherwise append-only: nothing else edits an entry.
 */
export function rewriteChangeEntries(
  orgId: string,
  targetTypes: readonly string[],
  rewrite: (entry: RewritableEntry) => RewritableEntry,
): Promise<number> {
  return changeInBatches(
    BATCH,
    (tx, afterId) =>
      tx
        .select()
        .from(activityLog)
        .where(
          inOrg(activityLog, orgId, inArray(activityLog.targetType, [...targetTypes]), gt(activityLog.id, afterId)),
        )
        .orderBy(asc(activityLog.id))
        .limit(BATCH)
        .for("update"),
    async (tx, row) => {
      const entry = pick(row);
      const next = rewrite(entry);
      if (isDeepStrictEqual(next, entry)) {
        return false;
      }
      await tx
        .update(activityLog)
        .set({ targetName: next.targetName, changes: next.changes, snapshot: next.snapshot })
        .where(inOrg(activityLog, orgId, eq(activityLog.id, row.id)));
      return true;
    },
  );
}

const pick = (row: ActivityLogRow): RewritableEntry => ({
  targetType: row.targetType,
  targetId: row.targetId,
  targetName: row.targetName,
  changes: row.changes,
  snapshot: row.snapshot,
});
