import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { ChangeContext } from "@/lib/audit/changes";
import { recordChanges } from "@/lib/audit/changes";
import { LINK_BATCH_SIZE } from "@/lib/db/batches";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvents } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { enqueueJobs } from "@/lib/jobs";
import { vendorIdsInOrg } from "@/lib/modules/vendors";
import { fromUnixSeconds } from "@/lib/time";
import { ensureDefaultDetector, ensureManualSource } from "./defaults";
import { type AlertConfidence, raiseImpactedVendorAlerts } from "./detector";
import { linkEventVendorsJob } from "./link-job";
import type { CreateRadarEventInput, RadarEvent } from "./schemas";
import { serializeRadarEvent } from "./serialize";
import { radarEvents, radarSourceData } from "./tables";

/** Where an event came from when not from manual entry: a feed item. */
export interface RadarEventOrigin {
  sourceId: string;
  /** The item's key within its source (guid or link): an item already recorded is not recorded again. */
  externalKey: string;
  title?: string | null;
  url?: string | null;
  summary?: string | null;
  publishedAt?: Date | null;
}

export interface NewRadarEvent {
  input: CreateRadarEventInput;
  /** Absent for manual entry (its own item in the organization's manual source). */
  origin?: RadarEventOrigin;
}

/** A person linked the vendor (manual entry), or a feed item named it (a match can be wrong). */
const confidenceOf = (entry: NewRadarEvent): AlertConfidence => (entry.origin ? "medium" : "high");

/**
 * Records radar events with their source items in the caller's transaction, in a fixed number of
 * statements however many: links the vendors of the organization among each event's vendor_ids
 * (others skipped silently, each once, in ID order) and runs the default detector on them. Within
 * one call at most LINK_BATCH_SIZE vendor links (and their alerts) are written; an event's further
 * vendors are linked by a job, batch after batch, right after the commit (docs/architecture.md,
 * "Short transactions"). Answers each event in the order given, or null for an item its source
 * had already delivered (nothing is recorded for it).
 */
export async function recordRadarEvents(
  ctx: ChangeContext,
  entries: readonly NewRadarEvent[],
): Promise<(RadarEvent | null)[]> {
  const { tx, orgId } = ctx;
  if (entries.length === 0) {
    return [];
  }
  const manualSourceId = entries.some((entry) => !entry.origin) ? (await ensureManualSource(tx, orgId)).id : undefined;
  const planned = entries.map((entry) => {
    const eventId = newId("radarEvent");
    const { input, origin } = entry;
    return {
      entry,
      eventId,
      sourceId: origin ? origin.sourceId : (manualSourceId as string),
      item: {
        id: newId("radarSourceData"),
        orgId,
        sourceId: origin ? origin.sourceId : (manualSourceId as string),
        externalKey: origin ? origin.externalKey : eventId,
        title: origin ? (origin.title ?? null) : input.name,
        url: origin ? (origin.url ?? null) : (input.source_url ?? null),
        summary: origin ? (origin.summary ?? null) : input.summary,
        publishedAt: origin ? (origin.publishedAt ?? null) : null,
        eventId,
      },
    };
  });
  // An item its source already delivered inserts nothing, and its event is not recorded.
  const inserted = await tx
    .insert(radarSourceData)
    .values(planned.map((plan) => plan.item))
    .onConflictDoNothing({ target: [radarSourceData.sourceId, radarSourceData.externalKey] })
    .returning({ id: radarSourceData.id });
  const insertedItems = new Set(inserted.map((row) => row.id));
  const recorded = planned.filter((plan) => insertedItems.has(plan.item.id));
  if (recorded.length === 0) {
    return entries.map(() => null);
  }

  // One transaction is one connection: its statements run one after the other.
  const detector = await ensureDefaultDetector(tx, orgId);
  const known = await vendorIdsInOrg(
    tx,
    orgId,
    recorded.flatMap((plan) => plan.entry.input.vendor_ids ?? []),
  );
  const rows = await tx
    .insert(radarEvents)
    .values(
      recorded.map(({ entry: { input }, eventId, sourceId, item }) => ({
        id: eventId,
        orgId,
        sourceId,
        dataId: item.id,
        name: input.name,
        summary: input.summary,
        primaryImpactType: input.primary_impact_type,
        secondaryImpactTypes: [...new Set(input.secondary_impact_types ?? [])],
        riskDomainIds: [...new Set(input.risk_domain_ids ?? [])],
        sourceUrl: input.source_url ?? null,
        sourceName: input.source_name ?? null,
        occurredAt: input.occurred_at === undefined ? sql`now()` : fromUnixSeconds(input.occurred_at),
      })),
    )
    .returning();
  const rowById = new Map(rows.map((row) => [row.id, row]));

  // The links this transaction writes, within the batch; each event's rest goes to the job.
  let room = LINK_BATCH_SIZE;
  const events = recorded.map((plan) => {
    const row = rowById.get(plan.eventId);
    if (!row) {
      throw new Error("the radar event insert returned no row");
    }
    const wanted = new Set(plan.entry.input.vendor_ids ?? []);
    const vendorIds = known.filter((id) => wanted.has(id));
    const now = vendorIds.slice(0, room);
    room -= now.length;
    return { plan, row, vendorIds, now, later: vendorIds.slice(now.length) };
  });
  const links = events.flatMap((event) => event.now.map((vendorId) => ({ eventId: event.row.id, vendorId })));
  if (links.length > 0) {
    await tx.execute(sql`
      insert into radar_event_vendors (event_id, vendor_id, org_id)
      select l.event_id, l.vendor_id, ${orgId}
      from unnest(${sql.param(links.map((link) => link.eventId))}::text[],
        ${sql.param(links.map((link) => link.vendorId))}::text[]) as l(event_id, vendor_id)`);
  }
  const serialized = new Map(events.map((event) => [event.row.id, serializeRadarEvent(event.row, event.vendorIds)]));
  await recordChanges(
    ctx,
    events.map((event) => ({
      entityType: "radar_event",
      entityId: event.row.id,
      entityName: event.row.name,
      action: "created",
      after: serialized.get(event.row.id),
    })),
  );
  await recordDomainEvents(
    tx,
    orgId,
    "RadarEvent.Created",
    events.map((event) => ({ radar_event_id: event.row.id })),
  );
  for (const confidence of ["high", "medium"] as const) {
    const targets = events
      .filter((event) => confidenceOf(event.plan.entry) === confidence)
      .map((event) => ({ event: event.row, vendorIds: event.now }));
    await raiseImpactedVendorAlerts(tx, detector, targets, confidence);
  }
  const deferred = events.filter((event) => event.later.length > 0);
  await enqueueJobs(
    tx,
    linkEventVendorsJob,
    deferred.map((event) => ({
      event_id: event.row.id,
      vendor_ids: event.later,
      confidence: confidenceOf(event.plan.entry),
    })),
    { orgId },
  );
  return planned.map((plan) => serialized.get(plan.eventId) ?? null);
}

/**
 * Records one radar event (recordRadarEvents for one). Without origin the event is manual entry;
 * with origin, an item the source already delivered records nothing and answers null.
 */
export async function recordRadarEvent(
  ctx: ChangeContext,
  input: CreateRadarEventInput,
  origin?: RadarEventOrigin,
): Promise<RadarEvent | null> {
  const [event] = await recordRadarEvents(ctx, [{ input, origin }]);
  return event ?? null;
}

/** A source's item that named no vendor: kept as seen, so that it is not considered again. */
export interface SeenItem {
  externalKey: string;
  title: string | null;
  url: string | null;
  publishedAt: Date | null;
}

/**
 * Records items of a feed source as seen (a source data row without an event), in the caller's
 * transaction: a vendor added later then does not turn old news into new alerts. Items the source
 * already delivered are left as they are.
 */
export async function recordSeenItems(
  tx: Queryable,
  orgId: string,
  sourceId: string,
  items: readonly SeenItem[],
): Promise<void> {
  if (items.length === 0) {
    return;
  }
  await tx
    .insert(radarSourceData)
    .values(items.map((item) => ({ id: newId("radarSourceData"), orgId, sourceId, ...item })))
    .onConflictDoNothing({ target: [radarSourceData.sourceId, radarSourceData.externalKey] });
}

/** The keys among `keys` that the source has already delivered. */
export async function deliveredKeys(
  q: Queryable,
  orgId: string,
  sourceId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) {
    return new Set();
  }
  const rows = await q
    .select({ key: radarSourceData.externalKey })
    .from(radarSourceData)
    .where(
      inOrg(
        radarSourceData,
        orgId,
        and(eq(radarSourceData.sourceId, sourceId), inArray(radarSourceData.externalKey, [...keys])),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/** Radar events recorded from the source since `since` (a feed poll's own, even over a retry). */
export async function eventsOfSourceSince(q: Queryable, orgId: string, sourceId: string, since: Date): Promise<number> {
  const [row] = await q
    .select({ total: count() })
    .from(radarEvents)
    .where(inOrg(radarEvents, orgId, and(eq(radarEvents.sourceId, sourceId), gte(radarEvents.createdAt, since))));
  return row?.total ?? 0;
}
