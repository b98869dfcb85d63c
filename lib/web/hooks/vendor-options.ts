"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";

/** How many vendors a picker offers: the API's largest page, by name. */
export const VENDOR_OPTIONS_LIMIT = 200;

/**
 * The first VENDOR_OPTIONS_LIMIT vendors by name, as select options (filters and create dialogs).
 * Apart from ./vendors, and its key spelled out (under ["vendors", "list"], so the vendor mutations'
 * list invalidation reaches it), so the findings and obligations pages load only this.
 */
export function useVendorOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["vendors", "list", "options"],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/vendors", {
          params: { query: { limit: VENDOR_OPTIONS_LIMIT, offset: 0, sort: "name", order: "asc" } },
          signal,
        }),
      ),
    select: (page) => page.items.map((vendor) => ({ value: vendor.id, label: vendor.name })),
    staleTime: 60_000,
    enabled,
  });
}

/**
 * The first `limit` vendors whose name matches, by name (a search picker's matches); the previous
 * matches stay shown while the next load.
 */
export function useVendorSearch(name: string, limit: number) {
  return useQuery({
    queryKey: ["vendors", "list", "search", name],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/vendors", {
          params: { query: { name, limit, offset: 0, sort: "name", order: "asc" } },
          signal,
        }),
      ),
    select: (page) => ({ total: page.total, vendors: page.items.map(({ id, name }) => ({ id, name })) }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
