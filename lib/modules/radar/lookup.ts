import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import { isAnyOf } from "@/lib/db/any-of";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { type RadarAlertRow, type RadarEventRow, radarAlerts, radarEvents, radarEventVendors } from "./tables";

/** What other modules (reassessments) may read of the radar: an event, its vendors and alerts. */
export async function findRadarEventInOrg(
  q: Queryable,
  orgId: string,
  eventId: string,
  lock?: RowLock,
): Promise<RadarEventRow> {
  return findInOrg(q, radarEvents, orgId, eventId, {
    notFound: () => notFound("radar_event_not_found", "Radar event"),
    lock,
  });
}

/** The primary-impacted vendor IDs of an event, in the order they were linked. */
export async function impactedVendorIds(q: Queryable, orgId: string, eventId: string): Promise<string[]> {
  const rows = await q
    .select({ vendorId: radarEventVendors.vendorId })
    .from(radarEventVendors)
    .where(inOrg(radarEventVendors, orgId, eq(radarEventVendors.eventId, eventId)))
    .orderBy(asc(radarEventVendors.createdAt), asc(radarEventVendors.vendorId));
  return rows.map((row) => row.vendorId);
}

/** The IDs of an event's alerts on the given vendors, oldest first. */
export async function alertIdsOfEvent(
  q: Queryable,
  orgId: string,
  eventId: string,
  vendorIds: readonly string[],
): Promise<string[]> {
  if (vendorIds.length === 0) {
    return [];
  }
  const rows = await q
    .select({ id: radarAlerts.id })
    .from(radarAlerts)
    .where(inOrg(radarAlerts, orgId, and(eq(radarAlerts.eventId, eventId), isAnyOf(radarAlerts.vendorId, vendorIds))))
    .orderBy(asc(radarAlerts.createdAt), asc(radarAlerts.id));
  return rows.map((row) => row.id);
}

/** The alert in the caller's organization, or 404 alert_not_found (the routes' existence check). */
export async function findRadarAlertInOrg(q: Queryable, orgId: string, alertId: string): Promise<RadarAlertRow> {
  return findInOrg(q, radarAlerts, orgId, alertId, { notFound: () => notFound("alert_not_found", "Alert") });
}

/** An alert as a reassessment's vendor table shows it: its severity and where triage left it. */
export interface VendorAlertState {
  eventId: string;
  vendorId: string;
  alertId: string;
  severity: string;
  state: "active" | "suppressed" | "dismissed" | "archived";
  dismissReasonCode: string | null;
  dismissReason: string | null;
  dismissedBy: string | null;
}

const stateOf = (row: RadarAlertRow): VendorAlertState["state"] =>
  row.isArchived ? "archived" : row.isDismissed ? "dismissed" : row.shouldAlert ? "active" : "suppressed";

/**
 * The alerts of these events, by "eventId vendorId" (the newest when detectors raised several), on
 * these vendors only when `vendorIds` is given. Served by radar_alerts_org_event_idx.
 */
export async function alertStatesOfEvents(
  q: Queryable,
  orgId: string,
  eventIds: readonly string[],
  vendorIds?: readonly string[],
): Promise<Map<string, VendorAlertState>> {
  const states = new Map<string, VendorAlertState>();
  if (eventIds.length === 0 || vendorIds?.length === 0) {
    return states;
  }
  const rows = await q
    .select()
    .from(radarAlerts)
    .where(
      inOrg(
        radarAlerts,
        orgId,
        isAnyOf(radarAlerts.eventId, eventIds),
        vendorIds ? isAnyOf(radarAlerts.vendorId, vendorIds) : undefined,
      ),
    )
    .orderBy(asc(radarAlerts.createdAt), asc(radarAlerts.id));
  for (const row of rows) {
    states.set(`${row.eventId} ${row.vendorId}`, {
      eventId: row.eventId ?? "",
      vendorId: row.vendorId,
      alertId: row.id,
      severity: row.severity,
      state: stateOf(row),
      dismissReasonCode: row.dismissReasonCode,
      dismissReason: row.dismissReason,
      dismissedBy: row.isDismissed ? (row.dismissedByName ?? row.dismissedById) : null,
    });
  }
  return states;
}

/**
 * A vendor's radar history: the events linked to it recorded since `since` and not archived, newest
 * first (at most 200), each with its alerts on the vendor that are not archived (zero touch runs read
 * it as evidence).
 */
export async function radarHistoryOfVendor(q: Queryable, orgId: string, vendorId: string, since: Date) {
  const events = await q
    .select({
      id: radarEvents.id,
      name: radarEvents.name,
      summary: radarEvents.summary,
      primaryImpactType: radarEvents.primaryImpactType,
      secondaryImpactTypes: radarEvents.secondaryImpactTypes,
      sourceUrl: radarEvents.sourceUrl,
      sourceName: radarEvents.sourceName,
      occurredAt: radarEvents.occurredAt,
      createdAt: radarEvents.createdAt,
    })
    .from(radarEventVendors)
    .innerJoin(radarEvents, eq(radarEvents.id, radarEventVendors.eventId))
    .where(
      and(
        inOrg(radarEventVendors, orgId, eq(radarEventVendors.vendorId, vendorId)),
        eq(radarEvents.isArchived, false),
        gte(radarEvents.createdAt, since),
      ),
    )
    .orderBy(desc(radarEvents.createdAt), desc(radarEvents.id))
    .limit(200);
  const alerts =
    events.length === 0
      ? []
      : await q
          .select({
            eventId: radarAlerts.eventId,
            severity: radarAlerts.severity,
            isDismissed: radarAlerts.isDismissed,
            dismissReason: radarAlerts.dismissReason,
            shouldAlert: radarAlerts.shouldAlert,
          })
          .from(radarAlerts)
          .where(
            inOrg(
              radarAlerts,
              orgId,
              eq(radarAlerts.vendorId, vendorId),
              eq(radarAlerts.isArchived, false),
              inArray(
                radarAlerts.eventId,
                events.map((event) => event.id),
              ),
            ),
          );
  return events.map((event) => ({
    ...event,
    alerts: alerts.filter((alert) => alert.eventId === event.id),
  }));
}
