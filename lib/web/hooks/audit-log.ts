"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { AuditEntrySchema, AuditLogMetadataSchema } from "@/lib/modules/audit-log/schemas";
import { api, dataOf } from "../api";
import { nowSeconds } from "../time";

export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AuditLogMetadata = z.infer<typeof AuditLogMetadataSchema>;

/** Query of `GET /v1/system_audit_log`, in the API's own parameter names. */
export interface AuditLogFilters {
  limit: number;
  offset: number;
  /** Unix seconds, inclusive. */
  start_time?: number;
  /** Unix seconds, inclusive of the whole second. */
  end_time?: number;
  /**
   * A window ending now ("last 24 hours" is 86,400): resolved to `start_time` when the request is
   * made, so the query key stays stable and every refetch looks at the current window.
   */
  within_seconds?: number;
  api_key_id?: string;
  method?: string;
  status_code?: number;
  route?: string;
}

export const auditLogKeys = {
  all: ["audit-log"] as const,
  list: (filters: AuditLogFilters) => ["audit-log", "list", filters] as const,
  metadata: () => ["audit-log", "metadata"] as const,
};

/** The list call's query (`within_seconds` becomes `start_time` relative to `now`; the client leaves empty values out). */
export function auditLogQuery(filters: AuditLogFilters, now: number = nowSeconds()) {
  const { within_seconds: within, ...rest } = filters;
  const startTime =
    within !== undefined ? Math.max(rest.start_time ?? 0, now - within) : (rest.start_time ?? undefined);
  return { ...rest, start_time: startTime };
}

/** One page of the organization's audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: auditLogKeys.list(filters),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/system_audit_log", { params: { query: auditLogQuery(filters) }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Routes, methods, status codes and API keys seen in the log: the filter options. */
export function useAuditLogMetadata() {
  return useQuery({
    queryKey: auditLogKeys.metadata(),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/system_audit_log/metadata", { signal })),
    staleTime: 60_000,
  });
}
