import { eq, inArray, sql } from "drizzle-orm";
import { betweenBatches, LINK_BATCH_SIZE } from "@/lib/db/batches";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { fieldDiffs } from "@/lib/events/field-diffs";
import { recordDomainEvents } from "@/lib/events/record";
import { defineJob, enqueueJob, exponentialBackoff, wakeWorkers } from "@/lib/jobs";
import { radarAlerts, radarEvents } from "./tables";

/**
 * Moves up to LINK_BATCH_SIZE of the event's alerts to `archived`, in the caller's transaction;
 * each one that moved emits its own event. Answers how many moved.
 */
async function moveAlerts(tx: Queryable, orgId: string, eventId: string, archived: boolean): Promise<number> {
  const batch = tx
    .select({ id: radarAlerts.id })
    .from(radarAlerts)
    .where(inOrg(radarAlerts, orgId, eq(radarAlerts.eventId, eventId), eq(radarAlerts.isArchived, !archived)))
    .limit(LINK_BATCH_SIZE);
  const moved = await tx
    .update(radarAlerts)
    .set({ isArchived: archived, updatedAt: sql`now()` })
    .where(inOrg(radarAlerts, orgId, inArray(radarAlerts.id, batch)))
    .returning({ id: radarAlerts.id });
  if (archived) {
    await recordDomainEvents(
      tx,
      orgId,
      "RadarDetectorResult.Deleted",
      moved.map((alert) => ({ radar_detector_result_id: alert.id })),
    );
  } else {
    const diffs = fieldDiffs({ is_archived: true }, { is_archived: false });
    await recordDomainEvents(
      tx,
      orgId,
      "RadarDetectorResult.Updated",
      moved.map((alert) => ({ radar_detector_result_id: alert.id, field_diffs: diffs })),
    );
  }
  return moved.length;
}

/**
 * The alerts of an event on more vendors than a batch, moved to the event's archive state a batch
 * per transaction. Each batch reads the event's state anew, so an archive and a restore in quick
 * succession end with the alerts as the event is.
 */
export const followArchiveJob = defineJob<{ event_id: string }>({
  type: "radar.follow_event_archive",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(10, 600),
  handle: async (payload, context) => {
    const orgId = context.orgId;
    if (!orgId) {
      return;
    }
    let moved = LINK_BATCH_SIZE;
    while (moved === LINK_BATCH_SIZE) {
      await betweenBatches();
      moved = await db().transaction(async (tx) => {
        const [event] = await tx
          .select({ isArchived: radarEvents.isArchived })
          .from(radarEvents)
          .where(inOrg(radarEvents, orgId, eq(radarEvents.id, payload.event_id)))
          .for("share");
        return event ? moveAlerts(tx, orgId, payload.event_id, event.isArchived) : 0;
      });
      wakeWorkers();
    }
  },
});

/**
 * The event's alerts follow its archive state: the first batch in the caller's transaction, any
 * further ones by followArchiveJob after it commits (docs/architecture.md, "Short transactions").
 */
export async function followArchiveState(
  tx: Queryable,
  orgId: string,
  eventId: string,
  archived: boolean,
): Promise<void> {
  if ((await moveAlerts(tx, orgId, eventId, archived)) === LINK_BATCH_SIZE) {
    await enqueueJob(tx, followArchiveJob, { event_id: eventId }, { orgId });
  }
}
