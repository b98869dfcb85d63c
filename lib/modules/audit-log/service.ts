import { and, isNotNull } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { apiAuditLog } from "@/lib/audit/tables";
import { inOrg } from "@/lib/db/tenant";
import { toUnixSeconds } from "@/lib/time";
import { selectAuditLogPage } from "./list-query";
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

export async function listAuditLog(ctx: ServiceContext, filters: AuditLogFilters) {
  await flushAuditLog();
  const [rows, [totalRow]] = await selectAuditLogPage(ctx.tx, ctx.orgId, filters);
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
