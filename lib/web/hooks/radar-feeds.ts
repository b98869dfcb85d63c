"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateRadarSourceBody,
  KeywordRuleListSchema,
  RadarSourceSchema,
  ReplaceKeywordRulesBody,
  UpdateRadarSourceBody,
} from "@/lib/modules/radar-feeds/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type RadarSource = z.output<typeof RadarSourceSchema>;
export type KeywordRuleInput = z.input<typeof ReplaceKeywordRulesBody>["rules"][number];
export type KeywordRuleList = z.output<typeof KeywordRuleListSchema>;

const sourcesKey = ["radar", "sources"] as const;
const rulesKey = ["radar", "keyword_rules"] as const;
/** How often the list is read again while a poll is queued or running. */
const POLL_FOLLOW_MS = 1000;

/** The source's latest poll has not ended (queued or running). */
export const isPolling = (source: RadarSource) => source.poll?.state === "queued" || source.poll?.state === "running";

function fetchRadarSources(signal: AbortSignal) {
  return dataOf(api.GET("/v1/radar/sources", { params: { query: { include_archived: true, limit: 200 } }, signal }));
}

type SourceList = Awaited<ReturnType<typeof fetchRadarSources>>;

/** Feed and manual sources, archived ones included (the page shows them apart); followed while any is polled. */
export function useRadarSources() {
  return useQuery({
    queryKey: sourcesKey,
    queryFn: ({ signal }) => fetchRadarSources(signal),
    refetchInterval: (query) => (query.state.data?.items.some(isPolling) ? POLL_FOLLOW_MS : false),
  });
}

function useInvalidate(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useCreateRadarSource() {
  const invalidate = useInvalidate(sourcesKey);
  return useMutation({
    mutationFn: (input: z.input<typeof CreateRadarSourceBody>) =>
      dataOf(api.POST("/v1/radar/sources", { body: input })),
    onSettled: invalidate,
  });
}

export function useUpdateRadarSource() {
  const invalidate = useInvalidate(sourcesKey);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: z.input<typeof UpdateRadarSourceBody> }) =>
      dataOf(api.PATCH("/v1/radar/sources/{source_id}", { params: { path: { source_id: id } }, body: changes })),
    onSettled: invalidate,
  });
}

/** "Test now": starts a poll in the background (or joins the one under way) and answers the source with it. */
export function usePollRadarSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST("/v1/radar/sources/{source_id}/poll", { params: { path: { source_id: id } } })),
    onSuccess: (source) =>
      queryClient.setQueryData<SourceList>(sourcesKey, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === source.id ? source : item)) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourcesKey }),
  });
}

export function useKeywordRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/radar/keyword_rules", { signal })),
  });
}

export function useReplaceKeywordRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: KeywordRuleInput[]) => dataOf(api.PUT("/v1/radar/keyword_rules", { body: { rules } })),
    onSuccess: (list) => queryClient.setQueryData(rulesKey, list),
  });
}
