import { and, count, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { apiAuditLog, apiAuditLogCounts } from "@/lib/audit/tables";
import { type Database, db, type Queryable } from "@/lib/db/client";
import { preparedStatementsByShape } from "@/lib/db/prepared";
import { inOrg, type OrgRef } from "@/lib/db/tenant";
import { sinceUnixSecond, throughUnixSecond } from "@/lib/db/unix-seconds";
import type { AuditLogFilters } from "./schemas";

/**
 * GET /v1/system_audit_log's page and total. Each filter binds as one value, so the list's usual
 * requests run through statements prepared once per combination of filters present: planning over
 * a year of monthly partitions on every request cost the web server more than the read itself.
 */

const FILTER_KEYS = ["startSeconds", "endSeconds", "apiKeyId", "method", "statusCode", "route"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
interface FilterValues {
  startSeconds?: number;
  endSeconds?: number;
  apiKeyId?: string;
  method?: string;
  statusCode?: number;
  route?: string;
}
type FilterBindings = { [Key in FilterKey]?: FilterValues[Key] | Placeholder };

/** The filters the query asks for, as the values the statement binds. */
function filterValues(filters: AuditLogFilters): FilterValues {
  return {
    startSeconds: filters.start_time,
    endSeconds: filters.end_time,
    apiKeyId: filters.api_key_id || undefined,
    method: filters.method ? filters.method.toUpperCase() : undefined,
    statusCode: filters.status_code,
    route: filters.route || undefined,
  };
}

const presentKeys = (values: FilterValues) => FILTER_KEYS.filter((key) => values[key] !== undefined);

function conditions(orgId: OrgRef, bound: FilterBindings): SQL | undefined {
  const { occurredAt } = apiAuditLog;
  return and(
    inOrg(apiAuditLog, orgId),
    bound.startSeconds !== undefined ? sinceUnixSecond(occurredAt, bound.startSeconds) : undefined,
    bound.endSeconds !== undefined ? throughUnixSecond(occurredAt, bound.endSeconds) : undefined,
    bound.apiKeyId !== undefined ? eq(apiAuditLog.apiKeyId, bound.apiKeyId) : undefined,
    bound.method !== undefined ? eq(apiAuditLog.method, bound.method) : undefined,
    bound.statusCode !== undefined ? eq(apiAuditLog.statusCode, bound.statusCode) : undefined,
    bound.route !== undefined ? eq(apiAuditLog.route, bound.route) : undefined,
  );
}

const pageQuery = (
  database: Queryable,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) =>
  database
    .select()
    .from(apiAuditLog)
    .where(where)
    .orderBy(desc(apiAuditLog.occurredAt), desc(apiAuditLog.id))
    .limit(limit)
    .offset(offset);

/**
 * Unfiltered, the total is the sum of the organization's monthly counts (kept by triggers,
 * lib/audit/tables.ts) rather than a count of every row: millions after a year of calls.
 */
const totalQuery = (database: Queryable, orgId: OrgRef, where: SQL | undefined, filtered: boolean) =>
  filtered
    ? database.select({ total: count() }).from(apiAuditLog).where(where)
    : database
        .select({ total: sql<number>`coalesce(sum(${apiAuditLogCounts.rows}), 0)::int` })
        .from(apiAuditLogCounts)
        .where(inOrg(apiAuditLogCounts, orgId));

/** The page and total built for these filters (the partition test EXPLAINs the page; the benchmark's bare server runs both). */
export function auditLogQueries(database: Queryable, orgId: string, filters: AuditLogFilters) {
  const values = filterValues(filters);
  const where = conditions(orgId, values);
  return {
    page: pageQuery(database, where, filters.limit, filters.offset),
    total: totalQuery(database, orgId, where, presentKeys(values).length > 0),
  };
}

const placeholdersFor = (present: FilterKey[]): FilterBindings =>
  Object.fromEntries(present.map((key) => [key, sql.placeholder(key)]));
const shapeKey = (present: FilterKey[]) => present.join(",") || "unfiltered";

const pageStatement = preparedStatementsByShape("vrp_audit_page", shapeKey, (database: Database, name, present) =>
  pageQuery(
    database,
    conditions(sql.placeholder("orgId"), placeholdersFor(present)),
    sql.placeholder("limit"),
    sql.placeholder("offset"),
  ).prepare(name),
);

const totalStatement = preparedStatementsByShape("vrp_audit_total", shapeKey, (database: Database, name, present) =>
  totalQuery(
    database,
    sql.placeholder("orgId"),
    conditions(sql.placeholder("orgId"), placeholdersFor(present)),
    present.length > 0,
  ).prepare(name),
);

/** The page and total: prepared statements on a read outside a transaction, else built on `database`. */
export function selectAuditLogPage(database: Queryable, orgId: string, filters: AuditLogFilters) {
  if (database !== db()) {
    const queries = auditLogQueries(database, orgId, filters);
    return Promise.all([queries.page, queries.total]);
  }
  const values = filterValues(filters);
  const present = presentKeys(values);
  const bound = { ...values, orgId, limit: filters.limit, offset: filters.offset };
  return Promise.all([pageStatement(present).execute(bound), totalStatement(present).execute(bound)]);
}
