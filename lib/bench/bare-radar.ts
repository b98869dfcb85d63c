import { count } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "@/lib/db/client";
import { alertConditions, newestAlertsFirst, selectAlertsWithNames } from "@/lib/modules/radar/alert-query";
import { type RadarAlertListFilters, RadarAlertListQuery } from "@/lib/modules/radar/schemas";
import { radarAlerts } from "@/lib/modules/radar/tables";
import { ORG, type Statement, toStatement, withOrg } from "./bare-gated-list";

/**
 * The bare server's GET /v1/radar/alerts, for the one query the benchmark sends. Its two
 * statements are not copied: they are built once by the app's own query builders
 * (lib/modules/radar/alert-query.ts, the page with names and the count by severity, as
 * listRadarAlerts runs them) and taken with `.toSQL()`, so a change to the app's query changes
 * the bare server's too. The organization is the only value that varies between requests.
 */

export const BENCH_ALERTS_QUERY = "severity=high&limit=50";

function buildStatements(filters: RadarAlertListFilters): { page: Statement; counts: Statement } {
  const db = drizzle.mock() as unknown as Database;
  const where = alertConditions(ORG, filters);
  return {
    page: toStatement(
      selectAlertsWithNames(db)
        .where(where)
        .orderBy(...newestAlertsFirst)
        .limit(filters.limit)
        .offset(filters.offset),
    ),
    counts: toStatement(
      db
        .select({ severity: radarAlerts.severity, total: count() })
        .from(radarAlerts)
        .where(where)
        .groupBy(radarAlerts.severity),
    ),
  };
}

const filters = RadarAlertListQuery.parse(Object.fromEntries(new URLSearchParams(BENCH_ALERTS_QUERY)));
const statements = buildStatements(filters);

/** The SQL the bare server runs, for the report and for checking that it is the app's. */
export const bareAlertStatements = statements;

const seconds = (date: unknown) => (date instanceof Date ? Math.floor(date.getTime() / 1000) : null);

/** getTableColumns(radarAlerts) in table order, then the vendor's and the event's names. */
function alertRow(r: unknown[]) {
  return {
    id: r[0],
    vendor_id: r[2],
    detector_id: r[3],
    source_id: r[4],
    data_id: r[5],
    event_id: r[6],
    summary: r[8],
    severity: r[9],
    confidence: r[10],
    should_alert: r[11],
    is_dismissed: r[12],
    dismiss_reason: r[13],
    dismissed_at: seconds(r[14]),
    is_archived: r[15],
    impact_type: r[7],
    vendor_name: r[18],
    event_name: r[19],
    created_at: seconds(r[16]),
    updated_at: seconds(r[17]),
  };
}

/** `search` must be the benchmark's query (BENCH_ALERTS_QUERY); anything else is null (404). */
export async function listAlerts(pool: pg.Pool, orgId: string, search: string) {
  if (search !== BENCH_ALERTS_QUERY) {
    return null;
  }
  const [page, counts] = await Promise.all([
    pool.query<unknown[]>({ text: statements.page.text, values: withOrg(statements.page, orgId), rowMode: "array" }),
    pool.query<unknown[]>({
      text: statements.counts.text,
      values: withOrg(statements.counts, orgId),
      rowMode: "array",
    }),
  ]);
  return {
    items: page.rows.map(alertRow),
    total: counts.rows.reduce((sum, row) => sum + Number(row[1]), 0),
    limit: filters.limit,
    offset: filters.offset,
  };
}
