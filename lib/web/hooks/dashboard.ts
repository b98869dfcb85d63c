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

export interface RiskOverview {
  vendors: {
    total: number;
    by_inherent_risk: { risk_level_id: string | null; name: string; count: number }[];
    by_tier: { tier: string | null; count: number }[];
  };
  assessments: {
    total: number;
    by_status: { status: string; count: number }[];
    score_distribution: { label: string; min: number; max: number; count: number }[];
    scored: number;
    average_score: number | null;
  };
  findings: {
    open_total: number;
    open_by_age: { label: string; min_days: number; max_days: number | null; count: number }[];
  };
  generated_at: number;
}

/** GET /v1/dashboard/risk-overview: the risk charts' aggregates, computed by the API. */
export function useRiskOverview() {
  return useQuery({
    queryKey: ["dashboard", "risk-overview"],
    queryFn: () => apiFetch<RiskOverview>("/dashboard/risk-overview"),
  });
}
