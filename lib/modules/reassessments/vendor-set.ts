import { eq, max, sql } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import { inTurns } from "@/lib/db/batches";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, enqueueJob, exponentialBackoff } from "@/lib/jobs";
import { findReassessmentInOrg } from "./read";
import { type ReassessmentRow, reassessments, reassessmentVendors } from "./tables";

/**
 * Vendor entries written per transaction: one narrow row each. 250 held the embedded database
 * about 30 ms (docs/performance.md), inside the write budget of docs/architecture.md.
 */
export const VENDOR_ENTRIES_PER_TRANSACTION = 250;

/** How long the safety net waits before finishing a vendor set whose request died part way. */
const SAFETY_NET_DELAY_MS = 60_000;

export type VendorSource = "matched" | "manual";

/** A vendor entry to write: the vendor and its place in the set. */
type PendingEntry = [vendorId: string, position: number];

/** The entries for these vendors, from position `start`, in the given order. */
const placedAfter = (vendorIds: readonly string[], start: number): PendingEntry[] =>
  vendorIds.map((vendorId, index) => [vendorId, start + index]);

/** The first position after the set's last entry (0 for an empty set). */
export async function nextPosition(q: Queryable, orgId: string, reassessmentId: string): Promise<number> {
  const [last] = await q
    .select({ position: max(reassessmentVendors.position) })
    .from(reassessmentVendors)
    .where(inOrg(reassessmentVendors, orgId, eq(reassessmentVendors.reassessmentId, reassessmentId)));
  return (last?.position ?? -1) + 1;
}

/**
 * Writes entries of the set, included, each once (one already there is left as it is). Entries of a
 * batched set were `counted` as pending before any was written: vendors_pending goes down by the
 * number written, so it reaches 0 exactly when the last is in. The caller holds the row lock.
 */
async function writeEntries(
  q: Queryable,
  orgId: string,
  reassessmentId: string,
  source: VendorSource,
  entries: readonly PendingEntry[],
  counted = true,
  excluded: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (entries.length === 0) {
    return;
  }
  const written = await q
    .insert(reassessmentVendors)
    .values(
      entries.map(([vendorId, position]) => ({
        reassessmentId,
        vendorId,
        orgId,
        source,
        included: !excluded.has(vendorId),
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ vendorId: reassessmentVendors.vendorId });
  if (counted && written.length > 0) {
    await q
      .update(reassessments)
      .set({ vendorsPending: sql`greatest(${reassessments.vendorsPending} - ${written.length}, 0)` })
      .where(inOrg(reassessments, orgId, eq(reassessments.id, reassessmentId)));
  }
}

interface FillVendorSetPayload extends Record<string, unknown> {
  reassessment_id: string;
  source: VendorSource;
  /** The vendors to write, in order, at consecutive positions from first_position. */
  vendor_ids: string[];
  first_position: number;
  /** Vendors written excluded (a new draft's vendors whose alert on the event was dismissed). */
  excluded_vendor_ids?: string[];
}

const entriesOf = (payload: FillVendorSetPayload): PendingEntry[] =>
  placedAfter(payload.vendor_ids, payload.first_position);

/** The entries a batch per transaction, each behind the row lock. Safe to repeat. */
async function writeInBatches(orgId: string, payload: FillVendorSetPayload): Promise<void> {
  for await (const batch of inTurns(entriesOf(payload), VENDOR_ENTRIES_PER_TRANSACTION)) {
    await db().transaction(async (tx) => {
      await findReassessmentInOrg(tx, orgId, payload.reassessment_id, "update");
      await writeEntries(
        tx,
        orgId,
        payload.reassessment_id,
        payload.source,
        batch,
        true,
        new Set(payload.excluded_vendor_ids ?? []),
      );
    });
  }
}

/**
 * The safety net of a large vendor set: the request writes the set itself and answers once all is
 * in; should it die part way, this job, enqueued with the change, writes what is missing (entries
 * already there are skipped).
 */
export const fillVendorSetJob = defineJob<FillVendorSetPayload>({
  type: "reassessments.fill_vendor_set",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(10, 600),
  handle: async (payload, context) => {
    if (context.orgId) {
      await writeInBatches(context.orgId, payload);
    }
  },
});

/**
 * Adds vendors to a set, in the given order after `start` (docs/architecture.md, "Short
 * transactions"). `first` runs in the caller's transaction, which holds the row lock. A set of at
 * most one batch is written there and then. A larger one is counted as pending there, with the safety
 * net enqueued, and `rest`, after that transaction commits, writes it a batch per transaction, so
 * the set is complete when `rest` returns.
 */
export function vendorSetWriter(
  orgId: string,
  reassessmentId: string,
  source: VendorSource,
  vendorIds: string[],
  start: number,
  excluded: ReadonlySet<string> = new Set(),
) {
  const payload: FillVendorSetPayload = {
    reassessment_id: reassessmentId,
    source,
    vendor_ids: vendorIds,
    first_position: start,
    ...(excluded.size > 0 ? { excluded_vendor_ids: vendorIds.filter((id) => excluded.has(id)) } : {}),
  };
  const batched = vendorIds.length > VENDOR_ENTRIES_PER_TRANSACTION;
  return {
    first: async (tx: Queryable) => {
      if (!batched) {
        await writeEntries(tx, orgId, reassessmentId, source, entriesOf(payload), false, excluded);
        return;
      }
      await tx
        .update(reassessments)
        .set({ vendorsPending: sql`${reassessments.vendorsPending} + ${vendorIds.length}` })
        .where(inOrg(reassessments, orgId, eq(reassessments.id, reassessmentId)));
      await enqueueJob(tx, fillVendorSetJob, payload, { orgId, runAt: new Date(Date.now() + SAFETY_NET_DELAY_MS) });
    },
    rest: async () => {
      if (batched) {
        await writeInBatches(orgId, payload);
      }
    },
  };
}

/** A set still being written is not settled: nothing that reads or locks it in may run yet. */
export function assertVendorSetSettled(row: ReassessmentRow): void {
  if (row.vendorsPending > 0) {
    throw apiError(
      "invalid_reassessment_state",
      `${row.vendorsPending} vendors are still being added to this reassessment. Try again in a moment.`,
    );
  }
}
