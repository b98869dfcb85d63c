"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiFetch, searchOf } from "@/lib/web/api-client";
import { useRecordsByIds } from "@/lib/web/hooks/by-ids";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { type Vendor, vendorKeys, vendorPath } from "@/lib/web/hooks/vendors";
import type { Portal, PortalActivity, PortalList, PortalListQuery, PortalResponse } from "./types";

/** React-query keys of the requests; every change invalidates `lists`. */
export const portalKeys = {
  all: ["portals"] as const,
  lists: ["portals", "list"] as const,
  list: (query: PortalListQuery) => ["portals", "list", query] as const,
  detail: (id: string) => ["portals", "detail", id] as const,
  response: (id: string) => ["portals", "response", id] as const,
  activity: (ids: readonly string[]) => ["portals", "activity", ids.join(",")] as const,
};

export const portalPath = (id: string) => `/portals/${encodeURIComponent(id)}`;

/** One page of requests; the previous page stays on screen while the next loads. */
export function usePortalList(query: PortalListQuery) {
  return useQuery({
    queryKey: portalKeys.list(query),
    queryFn: ({ signal }) => apiFetch<PortalList>(`/portals?${searchOf({ ...query })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Answer progress and last vendor activity of the requests shown (at most 200, one call). */
export function usePortalActivity(ids: readonly string[]) {
  const query = useQuery({
    queryKey: portalKeys.activity(ids),
    queryFn: ({ signal }) =>
      apiFetch<{ items: PortalActivity[] }>(`/portals/activity?${searchOf({ ids: ids.join(",") })}`, { signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const byId = useMemo(() => new Map((query.data?.items ?? []).map((item) => [item.portal_id, item])), [query.data]);
  // While another page's activity is shown (placeholder), this page's rows say "…", not "—".
  return { byId, isPending: ids.length > 0 && (query.isPending || query.isPlaceholderData), error: query.error };
}

/** One request (the drawer reads it itself, so a shared link opens it too). */
export function usePortal(id: string, initial?: Portal) {
  return useQuery({
    queryKey: portalKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Portal>(portalPath(id), { signal }),
    initialData: initial,
    // The list's copy is shown at once and read again in the background.
    initialDataUpdatedAt: 0,
  });
}

/** What the vendor answered, by section. */
export function usePortalResponse(id: string) {
  return useQuery({
    queryKey: portalKeys.response(id),
    queryFn: ({ signal }) => apiFetch<PortalResponse>(`${portalPath(id)}/response`, { signal }),
  });
}

/**
 * Vendor names for the IDs shown: the first 200 vendors by name (one call, cached with the
 * vendor filters of other pages), then each vendor not among them by ID.
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
  const fetched = useRecordsByIds<Vendor>(missing, vendorKeys.detail, vendorPath);
  const names = new Map(listed);
  const loading = new Set<string>();
  missing.forEach((id, index) => {
    const name = fetched[index]?.data?.name;
    if (name) {
      names.set(id, name);
    } else if (fetched[index]?.isPending) {
      loading.add(id);
    }
  });
  /** Whether the vendor's name may still come (its lookup has not answered). */
  const isLoading = (id: string) => options.isPending || loading.has(id);
  return { names, options: options.data ?? [], isLoading };
}
