"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type PortalState, type PortalType, portalStates, portalTypes } from "@/lib/contract/portals";
import { api, dataOf } from "@/lib/web/api";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
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

/** The names of vendors by ID (./portal-vendor-names), in one query. */
function useVendorNamesByIds(ids: readonly string[]) {
  return useQuery({
    queryKey: ["vendors", "names", ids],
    queryFn: ({ client }) => import("./portal-vendor-names").then((module) => module.fetchVendorNames(client, ids)),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}

/**
 * Vendor names for the IDs shown: the first 200 vendors by name (one call, cached with the
 * vendor filters of other pages), then the vendors not among them by ID.
 */
export function useVendorNames(ids: readonly string[]) {
  const options = useVendorOptions();
  const listed = useMemo(
    () => new Map((options.data ?? []).map((option) => [option.value, option.label])),
    [options.data],
  );
  const missing = useMemo(
    () => (options.data === undefined ? [] : [...new Set(ids)].filter((id) => !listed.has(id))),
    [ids, listed, options.data],
  );
  const fetched = useVendorNamesByIds(missing);
  const names = new Map(listed);
  const loading = new Set<string>();
  missing.forEach((id, index) => {
    const name = fetched.data?.[index];
    if (name) {
      names.set(id, name);
    } else if (fetched.isPending) {
      loading.add(id);
    }
  });
  /** Whether the vendor's name may still come (its lookup has not answered). */
  const isLoading = (id: string) => options.isPending || loading.has(id);
  return { names, options: options.data ?? [], isLoading };
}
