import { and, asc, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { ChangeContext } from "@/lib/audit/changes";
import { archiveAction, recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { listPage, type Page } from "@/lib/db/list-page";
import { inOrg } from "@/lib/db/tenant";
import { fieldDiffs } from "@/lib/events/field-diffs";
import { recordDomainEvent } from "@/lib/events/record";
import { fromUnixSeconds } from "@/lib/time";
import { followArchiveState } from "./archive";
import { findRadarEventInOrg, impactedVendorIds } from "./lookup";
import type { RadarEvent, RadarEventListFilters, UpdateRadarEventInput } from "./schemas";
import { serializeRadarEvent } from "./serialize";
import { type RadarEventRow, radarEvents, radarEventVendors } from "./tables";

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
  { radarEventId, body }: { radarEventId: string; body: UpdateRadarEventInput },
): Promise<RadarEvent> {
  const { tx, orgId } = ctx;
  const current = await findRadarEventInOrg(tx, orgId, radarEventId, "update");
  const vendorIds = await impactedVendorIds(tx, orgId, radarEventId);
  const before = serializeRadarEvent(current, vendorIds);
  const set = changedColumns(body);
  const diffs = fieldDiffs(before, serializeRadarEvent({ ...current, ...set }, vendorIds));
  if (Object.keys(diffs).length === 0) {
    return before;
  }
  const [updated] = await tx
    .update(radarEvents)
    .set({ ...set, updatedAt: sql`now()` })
    .where(inOrg(radarEvents, orgId, eq(radarEvents.id, radarEventId)))
    .returning();
  if (!updated) {
    throw new Error("the locked radar event vanished");
  }
  const after = serializeRadarEvent(updated, vendorIds);
  const action = archiveAction(before, after);
  await recordChange(ctx, {
    entityType: "radar_event",
    entityId: radarEventId,
    entityName: updated.name,
    action,
    before,
    after,
  });
  if (action === "archived") {
    const { is_archived: _archived, ...otherDiffs } = diffs;
    if (Object.keys(otherDiffs).length > 0) {
      await recordDomainEvent(tx, orgId, "RadarEvent.Updated", {
        radar_event_id: radarEventId,
        field_diffs: otherDiffs,
      });
    }
    await recordDomainEvent(tx, orgId, "RadarEvent.Deleted", { radar_event_id: radarEventId });
  } else {
    await recordDomainEvent(tx, orgId, "RadarEvent.Updated", { radar_event_id: radarEventId, field_diffs: diffs });
  }
  if (action !== "updated") {
    await followArchiveState(tx, orgId, radarEventId, action === "archived");
  }
  return after;
}
