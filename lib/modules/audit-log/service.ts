import { and, count, desc, eq, gte, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { apiAuditLog, apiAuditLogCounts } from "@/lib/audit/tables";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { throughUnixSecond } from "@/lib/db/unix-seconds";
import { fromUnixSeconds, toUnixSeconds } from "@/lib/time";
import type { AuditLogFilters } from "./schemas";

type AuditRow = typeof apiAuditLog.$inferSelect;

export function serializeAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    type: "external_api_call" as const,
    target_type: "external_api_request" as const,
    occurred_at: toUnixSeconds(row.occurredAt),
    method: row.method,
    path: row.path,
    route: row.route,
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    query_params: row.queryParams,
    api_key_id: row.apiKeyId,
    api_key_name: row.apiKeyName,
    user_id: row.userId,
    client_ip: row.clientIp,
    request_id: row.requestId,
  };
}

function filterConditions(orgId: string, filters: AuditLogFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    inOrg(apiAuditLog, orgId),
    filters.start_time !== undefined ? gte(apiAuditLog.occurredAt, fromUnixSeconds(filters.start_time)) : undefined,
    filters.end_time !== undefined ? throughUnixSecond(apiAuditLog.occurredAt, filters.end_time) : undefined,
    filters.api_key_id ? eq(apiAuditLog.apiKeyId, filters.api_key_id) : undefined,
    filters.method ? eq(apiAuditLog.method, filters.method.toUpperCase()) : undefined,
    filters.status_code !== undefined ? eq(apiAuditLog.statusCode, filters.status_code) : undefined,
    filters.route ? eq(apiAuditLog.route, filters.route) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The list's page and total statements, newest first (the partition test EXPLAINs the page; the
 * benchmark's bare server runs both). Unfiltered, the total is the sum of the organization's
 * monthly counts rather than a count of every row (millions, after a year of calls).
 */
export function auditLogQueries(database: Queryable, orgId: string, filters: AuditLogFilters) {
  const conditions = filterConditions(orgId, filters);
  const where = and(...conditions);
  if (conditions.length === 1) {
    return {
      page: pageQuery(database, where, filters),
      total: database
        .select({ total: sql<number>`coalesce(sum(${apiAuditLogCounts.rows}), 0)::int` })
        .from(apiAuditLogCounts)
        .where(inOrg(apiAuditLogCounts, orgId)),
    };
  }
  return {
    page: pageQuery(database, where, filters),
    total: database.select({ total: count() }).from(apiAuditLog).where(where),
  };
}

const pageQuery = (database: Queryable, where: SQL | undefined, filters: AuditLogFilters) =>
  database
    .select()
    .from(apiAuditLog)
    .where(where)
    .orderBy(desc(apiAuditLog.occurredAt), desc(apiAuditLog.id))
    .limit(filters.limit)
    .offset(filters.offset);

export async function listAuditLog(ctx: ServiceContext, filters: AuditLogFilters) {
  await flushAuditLog();
  const queries = auditLogQueries(ctx.tx, ctx.orgId, filters);
  const [rows, [totalRow]] = await Promise.all([queries.page, queries.total]);
  return {
    items: rows.map(serializeAuditEntry),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

export async function auditLogMetadata(ctx: ServiceContext) {
  await flushAuditLog();
  const ofOrg = inOrg(apiAuditLog, ctx.orgId);
  const [routes, methods, statusCodes, keys] = await Promise.all([
    ctx.tx
      .selectDistinct({ value: apiAuditLog.route })
      .from(apiAuditLog)
      .where(and(ofOrg, isNotNull(apiAuditLog.route))),
    ctx.tx.selectDistinct({ value: apiAuditLog.method }).from(apiAuditLog).where(ofOrg),
    ctx.tx.selectDistinct({ value: apiAuditLog.statusCode }).from(apiAuditLog).where(ofOrg),
    ctx.tx
      .selectDistinct({ id: apiAuditLog.apiKeyId, name: apiAuditLog.apiKeyName })
      .from(apiAuditLog)
      .where(and(ofOrg, isNotNull(apiAuditLog.apiKeyId))),
  ]);
  const sortText = (values: (string | null)[]) => values.filter((value): value is string => value !== null).sort();
  return {
    routes: sortText(routes.map((row) => row.value)),
    methods: sortText(methods.map((row) => row.value)),
    status_codes: statusCodes.map((row) => row.value).sort((a, b) => a - b),
    api_keys: keys
      .filter((row): row is { id: string; name: string | null } => row.id !== null)
      .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? "") || a.id.localeCompare(b.id)),
  };
}
