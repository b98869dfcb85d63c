"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type PortalState, type PortalType, portalStates, portalTypes } from "@/lib/contract/portals";
import { api, dataOf } from "@/lib/web/api";
import type { PortalListQuery } from "../portals";

/** React-query keys of the requests; every change invalidates `lists`. */
export const portalKeys = {
  all: ["portals"] as const,
  lists: ["portals", "list"] as const,
  list: (query: PortalListQuery) => ["portals", "list", query] as const,
  detail: (id: string) => ["portals", "detail", id] as const,
  response: (id: string) => ["portals", "response", id] as const,
  activity: (ids: readonly string[]) => ["portals", "activity", ids.join(",")] as const,
};

const isPortalState = (value: string): value is PortalState => (portalStates as readonly string[]).includes(value);
const isPortalType = (value: string): value is PortalType => (portalTypes as readonly string[]).includes(value);

/** One page of requests; the previous page stays on screen while the next loads. */
export function usePortalList(query: PortalListQuery) {
  // The filters come from the URL: a state or type the API does not know is left out (lists them all).
  const { state, type } = query;
  const params = {
    ...query,
    state: state !== undefined && isPortalState(state) ? state : undefined,
    type: type !== undefined && isPortalType(type) ? type : undefined,
  };
  return useQuery({
    queryKey: portalKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/portals", { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Answer progress and last vendor activity of the requests shown (at most 200, one call). */
export function usePortalActivity(ids: readonly string[]) {
  const query = useQuery({
    queryKey: portalKeys.activity(ids),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/portals/activity", { params: { query: { ids: ids.join(",") } }, signal })),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const byId = useMemo(() => new Map((query.data?.items ?? []).map((item) => [item.portal_id, item])), [query.data]);
  // While another page's activity is shown (placeholder), this page's rows say "…", not "—".
  return { byId, isPending: ids.length > 0 && (query.isPending || query.isPlaceholderData), error: query.error };
}
