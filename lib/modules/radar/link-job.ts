import { eq, sql } from "drizzle-orm";
import { inTurns, LINK_BATCH_SIZE } from "@/lib/db/batches";
import { db, rowsOf } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, exponentialBackoff, wakeWorkers } from "@/lib/jobs";
import { followArchiveState } from "./archive";
import { ensureDefaultDetector } from "./defaults";
import { type AlertConfidence, raiseImpactedVendorAlerts } from "./detector";
import { radarEvents } from "./tables";

export interface LinkEventVendorsPayload extends Record<string, unknown> {
  event_id: string;
  /** Vendors of the organization (checked when the event was recorded), in ID order. */
  vendor_ids: string[];
  confidence: AlertConfidence;
}

/**
 * Links one batch of vendors to the event and raises their alerts, in one short transaction. A
 * vendor already linked (a batch repeated after a crash) is skipped, so nothing is raised twice.
 * An event archived meanwhile gets its new alerts archived with it, as the archive did to the others
 * (a batch at most here, the rest by the archive's own job).
 */
async function linkBatch(orgId: string, payload: LinkEventVendorsPayload, vendorIds: string[]): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(radarEvents)
      .where(inOrg(radarEvents, orgId, eq(radarEvents.id, payload.event_id)))
      .for("share");
    if (!event) {
      return false;
    }
    const linked = rowsOf<{ vendor_id: string }>(
      await tx.execute(sql`
        insert into radar_event_vendors (event_id, vendor_id, org_id)
        select ${event.id}, v.vendor_id, ${orgId} from unnest(${sql.param(vendorIds)}::text[]) as v(vendor_id)
        on conflict do nothing
        returning vendor_id`),
    ).map((row) => row.vendor_id);
    const detector = await ensureDefaultDetector(tx, orgId);
    await raiseImpactedVendorAlerts(tx, detector, [{ event, vendorIds: linked.sort() }], payload.confidence);
    if (event.isArchived) {
      await followArchiveState(tx, orgId, event.id, true);
    }
    return true;
  });
}

/**
 * The vendors of a radar event beyond the first link batch (an event on thousands of vendors),
 * linked with their alerts LINK_BATCH_SIZE at a time, each batch its own transaction, so that no
 * transaction holds the database for the whole event. Retried from the start on failure: the
 * batches already committed are skipped vendor by vendor.
 */
export const linkEventVendorsJob = defineJob<LinkEventVendorsPayload>({
  type: "radar.link_event_vendors",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(10, 600),
  handle: async (payload, context) => {
    if (!context.orgId) {
      return;
    }
    for await (const vendorIds of inTurns(payload.vendor_ids, LINK_BATCH_SIZE)) {
      if (!(await linkBatch(context.orgId, payload, vendorIds))) {
        return; // the event is gone
      }
      wakeWorkers(); // the batch's webhook deliveries
    }
  },
});
