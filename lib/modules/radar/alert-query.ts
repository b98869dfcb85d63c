import { count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { inOrg } from "@/lib/db/tenant";
import { containsInsensitive } from "@/lib/db/text-match";
import { vendorJoin } from "@/lib/modules/vendors";
import type { AlertSeverity, RadarAlert, RadarAlertCountsFilters } from "./schemas";
import { serializeRadarAlert } from "./serialize";
import { radarAlerts, radarEvents } from "./tables";

/** An alert row with the names it is shown with: the vendor's and the event's. */
export function selectAlertsWithNames(q: Queryable) {
  return q
    .select({ alert: getTableColumns(radarAlerts), vendorName: vendorJoin.name, eventName: radarEvents.name })
    .from(radarAlerts)
    .innerJoin(vendorJoin.table, inOrg(vendorJoin.table, radarAlerts.orgId, eq(vendorJoin.id, radarAlerts.vendorId)))
    .leftJoin(radarEvents, inOrg(radarEvents, radarAlerts.orgId, eq(radarEvents.id, radarAlerts.eventId)));
}

type AlertWithNames = Awaited<ReturnType<ReturnType<typeof selectAlertsWithNames>["execute"]>>[number];

export const serializeAlertWithNames = (row: AlertWithNames): RadarAlert =>
  serializeRadarAlert(row.alert, { vendorName: row.vendorName, eventName: row.eventName });

/** One value is an equality (the triage index then gives the order), several an IN list. */
const oneOf = (column: AnyPgColumn, values: readonly string[] | undefined) =>
  values === undefined || values.length === 0
    ? undefined
    : values.length === 1
      ? eq(column, values[0])
      : inArray(column, [...new Set(values)]);

/** The list's and the counts' filters. `q` needs the vendor and event joined. */
export function alertConditions(orgId: string, filters: RadarAlertCountsFilters & { severity?: AlertSeverity[] }): SQL {
  return inOrg(
    radarAlerts,
    orgId,
    filters.include_archived ? undefined : eq(radarAlerts.isArchived, false),
    // Omitted hides dismissed alerts, exactly like false; the suppressed view lists both unless asked.
    filters.suppressed === true && filters.is_dismissed === undefined
      ? undefined
      : eq(radarAlerts.isDismissed, filters.is_dismissed ?? false),
    filters.suppressed === undefined ? undefined : eq(radarAlerts.shouldAlert, !filters.suppressed),
    oneOf(radarAlerts.severity, filters.severity),
    filters.vendor_id === undefined ? undefined : eq(radarAlerts.vendorId, filters.vendor_id),
    filters.should_alert === undefined ? undefined : eq(radarAlerts.shouldAlert, filters.should_alert),
    filters.event_id === undefined ? undefined : eq(radarAlerts.eventId, filters.event_id),
    oneOf(radarAlerts.impactType, filters.impact_type),
    filters.q
      ? or(
          containsInsensitive(radarAlerts.summary, filters.q),
          containsInsensitive(radarEvents.name, filters.q),
          containsInsensitive(vendorJoin.name, filters.q),
        )
      : undefined,
  );
}

/** Counts by severity of the filtered set; joins the names only when the text filter needs them. */
export async function countAlertsBySeverity(
  q: Queryable,
  orgId: string,
  filters: RadarAlertCountsFilters & { severity?: AlertSeverity[] },
): Promise<Map<string, number>> {
  const where = alertConditions(orgId, filters);
  const base = q.select({ severity: radarAlerts.severity, total: count() }).from(radarAlerts);
  const rows = filters.q
    ? await base
        .innerJoin(
          vendorJoin.table,
          inOrg(vendorJoin.table, radarAlerts.orgId, eq(vendorJoin.id, radarAlerts.vendorId)),
        )
        .leftJoin(radarEvents, inOrg(radarEvents, radarAlerts.orgId, eq(radarEvents.id, radarAlerts.eventId)))
        .where(where)
        .groupBy(radarAlerts.severity)
    : await base.where(where).groupBy(radarAlerts.severity);
  return new Map(rows.map((row) => [row.severity, row.total]));
}

export const newestAlertsFirst = [desc(radarAlerts.createdAt), desc(radarAlerts.id)];

type ListFilters = RadarAlertCountsFilters & { severity?: AlertSeverity[] };

/**
 * The triage inbox's usual page: active, unarchived alerts of one severity (or of any), without
 * another filter. Its statements are prepared once per database (alertConditions builds the same
 * SQL for it); every other combination of filters is built per request.
 */
export function isTriageDefault(filters: ListFilters): boolean {
  return (
    !filters.include_archived &&
    filters.is_dismissed !== true &&
    filters.vendor_id === undefined &&
    filters.should_alert === undefined &&
    filters.suppressed === undefined &&
    filters.event_id === undefined &&
    (filters.impact_type?.length ?? 0) === 0 &&
    !filters.q &&
    new Set(filters.severity ?? []).size <= 1
  );
}

const triageWhere = (ofSeverity: boolean) =>
  inOrg(
    radarAlerts,
    sql.placeholder("orgId"),
    eq(radarAlerts.isArchived, false),
    eq(radarAlerts.isDismissed, false),
    ofSeverity ? eq(radarAlerts.severity, sql.placeholder("severity")) : undefined,
  );

const triagePage = (ofSeverity: boolean, name: string) =>
  preparedStatement((database) =>
    selectAlertsWithNames(database)
      .where(triageWhere(ofSeverity))
      .orderBy(...newestAlertsFirst)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );
const triageCounts = (ofSeverity: boolean, name: string) =>
  preparedStatement((database) =>
    database
      .select({ severity: radarAlerts.severity, total: count() })
      .from(radarAlerts)
      .where(triageWhere(ofSeverity))
      .groupBy(radarAlerts.severity)
      .prepare(name),
  );
const triageStatements = {
  pageOfSeverity: triagePage(true, "vrp_triage_alerts_of_severity"),
  page: triagePage(false, "vrp_triage_alerts"),
  countsOfSeverity: triageCounts(true, "vrp_triage_counts_of_severity"),
  counts: triageCounts(false, "vrp_triage_counts"),
};

/** The page and the counts by severity of the triage inbox's usual page (isTriageDefault), prepared. */
export async function triageDefaultPage(orgId: string, filters: ListFilters & { limit: number; offset: number }) {
  const [severity] = filters.severity ?? [];
  const [rows, counts] = await Promise.all(
    severity === undefined
      ? [
          triageStatements.page().execute({ orgId, limit: filters.limit, offset: filters.offset }),
          triageStatements.counts().execute({ orgId }),
        ]
      : [
          triageStatements.pageOfSeverity().execute({ orgId, severity, limit: filters.limit, offset: filters.offset }),
          triageStatements.countsOfSeverity().execute({ orgId, severity }),
        ],
  );
  return { rows, counts: new Map(counts.map((row) => [row.severity, row.total])) };
}
