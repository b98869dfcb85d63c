import { and, asc, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { ChangeContext } from "@/lib/audit/changes";
import { archiveAction, recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { listPage, type Page } from "@/lib/db/list-page";
import { inOrg } from "@/lib/db/tenant";
import { fieldDiffs } from "@/lib/events/field-diffs";
import { recordDomainEvent, recordDomainEvents } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { vendors } from "@/lib/modules/vendors/tables";
import { fromUnixSeconds } from "@/lib/time";
import { ensureDefaultDetector, ensureManualSource } from "./defaults";
import { raiseImpactedVendorAlerts } from "./detector";
import { findRadarEventInOrg, impactedVendorIds } from "./lookup";
import type { CreateRadarEventInput, RadarEvent, RadarEventListFilters, UpdateRadarEventInput } from "./schemas";
import { serializeRadarEvent } from "./serialize";
import { type RadarEventRow, radarAlerts, radarEvents, radarEventVendors, radarSourceData } from "./tables";

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

/** The given vendor IDs that name vendors of the organization, each once, in ID order. */
async function resolveVendorIds(q: Queryable, orgId: string, vendorIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(vendorIds)];
  if (unique.length === 0) {
    return [];
  }
  const rows = await q
    .select({ id: vendors.id })
    .from(vendors)
    .where(inOrg(vendors, orgId, inArray(vendors.id, unique)))
    .orderBy(asc(vendors.id));
  return rows.map((row) => row.id);
}

/**
 * Records a radar event with its source item, links the vendors of the organization among
 * vendor_ids (others skipped silently) and runs the default detector on it, all in the caller's
 * transaction. Without origin the event is manual entry (its own item in the manual source). With
 * origin, an item the source already delivered records nothing and answers null.
 */
export async function recordRadarEvent(
  ctx: ChangeContext,
  input: CreateRadarEventInput,
  origin?: RadarEventOrigin,
): Promise<RadarEvent | null> {
  const { tx, orgId } = ctx;
  const eventId = newId("radarEvent");
  const sourceId = origin ? origin.sourceId : (await ensureManualSource(tx, orgId)).id;
  const [item] = await tx
    .insert(radarSourceData)
    .values({
      id: newId("radarSourceData"),
      orgId,
      sourceId,
      externalKey: origin ? origin.externalKey : eventId,
      title: origin ? (origin.title ?? null) : input.name,
      url: origin ? (origin.url ?? null) : (input.source_url ?? null),
      summary: origin ? (origin.summary ?? null) : input.summary,
      publishedAt: origin ? (origin.publishedAt ?? null) : null,
      eventId,
    })
    .onConflictDoNothing({ target: [radarSourceData.sourceId, radarSourceData.externalKey] })
    .returning({ id: radarSourceData.id });
  if (!item) {
    return null;
  }
  // One transaction is one connection: its statements run one after the other.
  const detector = await ensureDefaultDetector(tx, orgId);
  const vendorIds = await resolveVendorIds(tx, orgId, input.vendor_ids ?? []);
  const [event] = await tx
    .insert(radarEvents)
    .values({
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
    })
    .returning();
  if (!event) {
    throw new Error("the radar event insert returned no row");
  }
  if (vendorIds.length > 0) {
    await tx.execute(sql`
      insert into radar_event_vendors (event_id, vendor_id, org_id)
      select ${eventId}, v.vendor_id, ${orgId} from unnest(${sql.param(vendorIds)}::text[]) as v(vendor_id)`);
  }
  const serialized = serializeRadarEvent(event, vendorIds);
  await recordChange(ctx, {
    entityType: "radar_event",
    entityId: eventId,
    entityName: event.name,
    action: "created",
    after: serialized,
  });
  await recordDomainEvent(tx, orgId, "RadarEvent.Created", { radar_event_id: eventId });
  await raiseImpactedVendorAlerts(tx, detector, event, vendorIds, origin ? "medium" : "high");
  return serialized;
}

export async function getRadarEvent(q: Queryable, orgId: string, eventId: string): Promise<RadarEvent> {
  const row = await findRadarEventInOrg(q, orgId, eventId);
  return serializeRadarEvent(row, await impactedVendorIds(q, orgId, eventId));
}

/** Events newest first; archived ones only with include_archived. */
export async function listRadarEvents(
  q: Queryable,
  orgId: string,
  filters: RadarEventListFilters,
): Promise<Page<RadarEvent>> {
  const where = inOrg(
    radarEvents,
    orgId,
    filters.include_archived ? undefined : eq(radarEvents.isArchived, false),
    filters.primary_impact_type ? eq(radarEvents.primaryImpactType, filters.primary_impact_type) : undefined,
    filters.vendor_id
      ? exists(
          q
            .select({ one: sql`1` })
            .from(radarEventVendors)
            .where(
              inOrg(
                radarEventVendors,
                orgId,
                and(eq(radarEventVendors.eventId, radarEvents.id), eq(radarEventVendors.vendorId, filters.vendor_id)),
              ),
            ),
        )
      : undefined,
  );
  const page = await listPage(
    q,
    radarEvents,
    where,
    [desc(radarEvents.createdAt), desc(radarEvents.id)],
    filters,
    (row) => row,
  );
  const vendorIdsByEvent = await vendorIdsOfEvents(
    q,
    orgId,
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => serializeRadarEvent(row, vendorIdsByEvent.get(row.id) ?? [])) };
}

async function vendorIdsOfEvents(q: Queryable, orgId: string, eventIds: string[]): Promise<Map<string, string[]>> {
  const byEvent = new Map<string, string[]>();
  if (eventIds.length === 0) {
    return byEvent;
  }
  const rows = await q
    .select({ eventId: radarEventVendors.eventId, vendorId: radarEventVendors.vendorId })
    .from(radarEventVendors)
    .where(inOrg(radarEventVendors, orgId, inArray(radarEventVendors.eventId, eventIds)))
    .orderBy(asc(radarEventVendors.createdAt), asc(radarEventVendors.vendorId));
  for (const row of rows) {
    byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.vendorId]);
  }
  return byEvent;
}

/** The columns a PATCH body sets: only the fields it supplies (undefined ones are left out). */
function changedColumns(input: UpdateRadarEventInput): Partial<RadarEventRow> {
  const set: Partial<RadarEventRow> = {
    name: input.name,
    summary: input.summary,
    secondaryImpactTypes: input.secondary_impact_types && [...new Set(input.secondary_impact_types)],
    sourceUrl: input.source_url,
    sourceName: input.source_name,
    occurredAt:
      input.occurred_at === undefined || input.occurred_at === null
        ? input.occurred_at
        : fromUnixSeconds(input.occurred_at),
    isArchived: input.is_archived,
  };
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
}

/**
 * PATCH: only supplied fields change (RadarEvent.Updated with field_diffs). Archiving archives the
 * event's alerts too and surfaces as RadarEvent.Deleted and RadarDetectorResult.Deleted; restoring
 * brings them back as Updated events.
 */
export async function updateRadarEvent(
  ctx: ChangeContext,
  eventId: string,
  input: UpdateRadarEventInput,
): Promise<RadarEvent> {
  const { tx, orgId } = ctx;
  const current = await findRadarEventInOrg(tx, orgId, eventId, "update");
  const vendorIds = await impactedVendorIds(tx, orgId, eventId);
  const before = serializeRadarEvent(current, vendorIds);
  const set = changedColumns(input);
  const diffs = fieldDiffs(before, serializeRadarEvent({ ...current, ...set }, vendorIds));
  if (Object.keys(diffs).length === 0) {
    return before;
  }
  const [updated] = await tx
    .update(radarEvents)
    .set({ ...set, updatedAt: sql`now()` })
    .where(inOrg(radarEvents, orgId, eq(radarEvents.id, eventId)))
    .returning();
  if (!updated) {
    throw new Error("the locked radar event vanished");
  }
  const after = serializeRadarEvent(updated, vendorIds);
  const action = archiveAction(before, after);
  await recordChange(ctx, {
    entityType: "radar_event",
    entityId: eventId,
    entityName: updated.name,
    action,
    before,
    after,
  });
  if (action === "archived") {
    const { is_archived: _archived, ...otherDiffs } = diffs;
    if (Object.keys(otherDiffs).length > 0) {
      await recordDomainEvent(tx, orgId, "RadarEvent.Updated", { radar_event_id: eventId, field_diffs: otherDiffs });
    }
    await recordDomainEvent(tx, orgId, "RadarEvent.Deleted", { radar_event_id: eventId });
  } else {
    await recordDomainEvent(tx, orgId, "RadarEvent.Updated", { radar_event_id: eventId, field_diffs: diffs });
  }
  if (action !== "updated") {
    await setAlertsArchived(tx, orgId, eventId, action === "archived");
  }
  return after;
}

/** The event's alerts follow its archive state; each one that moved emits its own event. */
async function setAlertsArchived(tx: Queryable, orgId: string, eventId: string, archived: boolean): Promise<void> {
  const moved = await tx
    .update(radarAlerts)
    .set({ isArchived: archived, updatedAt: sql`now()` })
    .where(inOrg(radarAlerts, orgId, eq(radarAlerts.eventId, eventId), eq(radarAlerts.isArchived, !archived)))
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
}
