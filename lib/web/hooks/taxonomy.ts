"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { RiskLevelSchema, StatusSchema, TagSchema } from "@/lib/modules/taxonomy/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type Status = z.output<typeof StatusSchema>;
export type Tag = z.output<typeof TagSchema>;
export type RiskLevel = z.output<typeof RiskLevelSchema>;

export const taxonomyKeys = {
  statuses: (entity: Status["entity"]) => ["taxonomy", "statuses", entity] as const,
  tags: ["taxonomy", "tags"] as const,
  riskLevels: ["taxonomy", "risk-levels"] as const,
};

// Organization defaults change rarely; a few minutes of staleness saves a request per page.
const STALE_MS = 5 * 60_000;

/** Status records of one kind, in their configured order (GET /v1/statuses?entity=...). */
export function useStatuses(entity: Status["entity"]) {
  return useQuery({
    queryKey: taxonomyKeys.statuses(entity),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/statuses", { params: { query: { entity } }, signal })),
    select: (list) => list.items,
    staleTime: STALE_MS,
  });
}

const fetchTags = (signal?: AbortSignal) => dataOf(api.GET("/v1/tags", { signal }));
/** GET /v1/tags's answer, as cached under taxonomyKeys.tags. */
export type TagList = Awaited<ReturnType<typeof fetchTags>>;

/** Every tag of the organization (GET /v1/tags). */
export function useTags() {
  return useQuery({
    queryKey: taxonomyKeys.tags,
    queryFn: ({ signal }) => fetchTags(signal),
    select: (list) => list.items,
    staleTime: STALE_MS,
  });
}

/** Risk scale levels, most severe first (GET /v1/risk_levels). */
export function useRiskLevels() {
  return useQuery({
    queryKey: taxonomyKeys.riskLevels,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/risk_levels", { signal })),
    select: (list) => list.items,
    staleTime: STALE_MS,
  });
}
