"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/web/api-client";

interface Total {
  total: number;
}

interface ApiKeyList {
  data: { id: string; revoked: boolean; expired: boolean }[];
}

const DAY_SECONDS = 86_400;

/** Keys that are neither revoked nor expired (GET /v1/api-keys; admins only, so pass `enabled`). */
export function useActiveApiKeyCount(enabled: boolean) {
  return useQuery({
    queryKey: ["dashboard", "active-api-keys"],
    queryFn: async () => {
      const list = await apiFetch<ApiKeyList>("/api-keys");
      return list.data.filter((key) => !key.revoked && !key.expired).length;
    },
    enabled,
  });
}

/** Audit-logged /v1 calls in the last 24 hours (the page's `total`). */
export function useApiCallsLastDay() {
  return useQuery({
    queryKey: ["dashboard", "api-calls-24h"],
    queryFn: async () => {
      const since = Math.floor(Date.now() / 1000) - DAY_SECONDS;
      const page = await apiFetch<Total>(`/system_audit_log?start_time=${since}&limit=1`);
      return page.total;
    },
  });
}

export function useControlSetCount() {
  return useQuery({
    queryKey: ["dashboard", "control-sets"],
    queryFn: async () => (await apiFetch<Total>("/control_sets")).total,
  });
}

export function useWorkflowCount() {
  return useQuery({
    queryKey: ["dashboard", "workflows"],
    queryFn: async () => (await apiFetch<Total>("/workflows")).total,
  });
}
