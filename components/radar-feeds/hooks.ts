"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateRadarSourceBody,
  KeywordRuleListSchema,
  RadarSourceListSchema,
  RadarSourceSchema,
  ReplaceKeywordRulesBody,
  UpdateRadarSourceBody,
} from "@/lib/modules/radar-feeds/schemas";
import { apiFetch } from "@/lib/web/api-client";

// Types only: the zod schemas themselves stay on the server.
export type RadarSource = z.output<typeof RadarSourceSchema>;
export type KeywordRuleInput = z.input<typeof ReplaceKeywordRulesBody>["rules"][number];
type SourceList = z.output<typeof RadarSourceListSchema>;
export type KeywordRuleList = z.output<typeof KeywordRuleListSchema>;

const sourcesKey = ["radar", "sources"] as const;
const rulesKey = ["radar", "keyword_rules"] as const;
const sourcePath = (id: string) => `/radar/sources/${encodeURIComponent(id)}`;
/** How often the list is read again while a poll is queued or running. */
const POLL_FOLLOW_MS = 1000;

/** The source's latest poll has not ended (queued or running). */
export const isPolling = (source: RadarSource) => source.poll?.state === "queued" || source.poll?.state === "running";

/** Feed and manual sources, archived ones included (the page shows them apart); followed while any is polled. */
export function useRadarSources() {
  return useQuery({
    queryKey: sourcesKey,
    queryFn: ({ signal }) => apiFetch<SourceList>("/radar/sources?include_archived=true&limit=200", { signal }),
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
      apiFetch<RadarSource>("/radar/sources", { method: "POST", body: input }),
    onSettled: invalidate,
  });
}

export function useUpdateRadarSource() {
  const invalidate = useInvalidate(sourcesKey);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: z.input<typeof UpdateRadarSourceBody> }) =>
      apiFetch<RadarSource>(sourcePath(id), { method: "PATCH", body: changes }),
    onSettled: invalidate,
  });
}

/** "Test now": starts a poll in the background (or joins the one under way) and answers the source with it. */
export function usePollRadarSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<RadarSource>(`${sourcePath(id)}/poll`, { method: "POST" }),
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
    queryFn: ({ signal }) => apiFetch<KeywordRuleList>("/radar/keyword_rules", { signal }),
  });
}

export function useReplaceKeywordRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: KeywordRuleInput[]) =>
      apiFetch<KeywordRuleList>("/radar/keyword_rules", { method: "PUT", body: { rules } }),
    onSuccess: (list) => queryClient.setQueryData(rulesKey, list),
  });
}
