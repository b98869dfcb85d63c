import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import { activityLog } from "@/lib/audit/tables";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { toUnixSeconds } from "@/lib/time";
import { type ZeroTouchRunRow, zeroTouchRuns } from "./tables";

/** The change log entries of the organization's runs (a run's entries are its assessment's). */
export const isZeroTouchRunChange = (orgId: string): SQL =>
  sql`${activityLog.targetId} in (select ${zeroTouchRuns.assessmentId} from ${zeroTouchRuns} where ${inOrg(zeroTouchRuns, orgId)})`;

export async function findRunInOrg(
  q: Queryable,
  orgId: string,
  assessmentId: string,
  lock?: "update",
): Promise<ZeroTouchRunRow> {
  const query = q
    .select()
    .from(zeroTouchRuns)
    .where(inOrg(zeroTouchRuns, orgId, eq(zeroTouchRuns.assessmentId, assessmentId)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) {
    throw notFound("zero_touch_run_not_found");
  }
  return row;
}

/** The vendor's leaderboard run (its newest run that is not archived): its ID and composite. */
export async function latestRunOfVendor(q: Queryable, orgId: string, vendorId: string, exceptId?: string) {
  const [row] = await q
    .select({ assessmentId: zeroTouchRuns.assessmentId, compositeScore: zeroTouchRuns.compositeScore })
    .from(zeroTouchRuns)
    .where(
      inOrg(
        zeroTouchRuns,
        orgId,
        eq(zeroTouchRuns.vendorId, vendorId),
        eq(zeroTouchRuns.isArchived, false),
        exceptId ? ne(zeroTouchRuns.assessmentId, exceptId) : undefined,
      ),
    )
    .orderBy(desc(zeroTouchRuns.createdAt), desc(zeroTouchRuns.assessmentId))
    .limit(1);
  return row;
}

/** latestRunOfVendor for many vendors with one statement: vendor ID → its leaderboard run. */
export async function latestRunsOfVendors(q: Queryable, orgId: string, vendorIds: readonly string[]) {
  if (vendorIds.length === 0) {
    return new Map<string, { assessmentId: string; compositeScore: number | null }>();
  }
  const rows = await q
    .selectDistinctOn([zeroTouchRuns.vendorId], {
      vendorId: zeroTouchRuns.vendorId,
      assessmentId: zeroTouchRuns.assessmentId,
      compositeScore: zeroTouchRuns.compositeScore,
    })
    .from(zeroTouchRuns)
    .where(
      inOrg(zeroTouchRuns, orgId, inArray(zeroTouchRuns.vendorId, [...vendorIds]), eq(zeroTouchRuns.isArchived, false)),
    )
    .orderBy(zeroTouchRuns.vendorId, desc(zeroTouchRuns.createdAt), desc(zeroTouchRuns.assessmentId));
  return new Map(rows.map(({ vendorId, ...run }) => [vendorId, run]));
}

/** Marks the vendor's newest unarchived run as its leaderboard run and no other. */
export async function refreshLatest(q: Queryable, orgId: string, vendorId: string): Promise<void> {
  const latest = await latestRunOfVendor(q, orgId, vendorId);
  await q
    .update(zeroTouchRuns)
    .set({ isLatest: false })
    .where(and(inOrg(zeroTouchRuns, orgId, eq(zeroTouchRuns.vendorId, vendorId)), eq(zeroTouchRuns.isLatest, true)));
  if (latest) {
    await q.update(zeroTouchRuns).set({ isLatest: true }).where(eq(zeroTouchRuns.assessmentId, latest.assessmentId));
  }
}

/** The columns of a run summary: a summary never reads a run's result (tens of kilobytes of JSON). */
export const summaryColumns = {
  assessmentId: zeroTouchRuns.assessmentId,
  vendorId: zeroTouchRuns.vendorId,
  status: zeroTouchRuns.status,
  compositeScore: zeroTouchRuns.compositeScore,
  createdAt: zeroTouchRuns.createdAt,
};

/** The run summary launch calls answer with (03 §5). */
export const runSummary = (row: Pick<ZeroTouchRunRow, keyof typeof summaryColumns>) => ({
  id: row.assessmentId,
  vendor_id: row.vendorId,
  status: row.status,
  composite_score: row.compositeScore,
  created_at: toUnixSeconds(row.createdAt) ?? 0,
});
export type RunSummary = ReturnType<typeof runSummary>;
