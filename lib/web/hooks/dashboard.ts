"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/web/api";

const DAY_SECONDS = 86_400;

/** Keys that are neither revoked nor expired (GET /v1/api-keys; admins only, so pass `enabled`). */
export function useActiveApiKeyCount(enabled: boolean) {
  return useQuery({
    queryKey: ["dashboard", "active-api-keys"],
    queryFn: async () => {
      const list = await dataOf(api.GET("/v1/api-keys"));
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
      const page = await dataOf(
        api.GET("/v1/system_audit_log", { params: { query: { start_time: since, limit: 1 } } }),
      );
      return page.total;
    },
  });
}

export function useControlSetCount() {
  return useQuery({
    queryKey: ["dashboard", "control-sets"],
    queryFn: async () => (await dataOf(api.GET("/v1/control_sets"))).total,
  });
}

export function useWorkflowCount() {
  return useQuery({
    queryKey: ["dashboard", "workflows"],
    queryFn: async () => (await dataOf(api.GET("/v1/workflows"))).total,
  });
}

function fetchRiskOverview() {
  return dataOf(api.GET("/v1/dashboard/risk-overview"));
}

export type RiskOverview = Awaited<ReturnType<typeof fetchRiskOverview>>;

/** GET /v1/dashboard/risk-overview: the risk charts' aggregates, computed by the API. */
export function useRiskOverview() {
  return useQuery({
    queryKey: ["dashboard", "risk-overview"],
    queryFn: fetchRiskOverview,
  });
}
