"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
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

interface VendorOption {
  value: string;
  label: string;
}

/** The names of vendors by ID (./vendor-names-by-id, loaded only when one is needed), in one query. */
function useVendorNamesByIds(ids: readonly string[]) {
  return useQuery({
    queryKey: ["vendors", "names", ids],
    queryFn: ({ client }) => import("./vendor-names-by-id").then((module) => module.fetchVendorNames(client, ids)),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}

/**
 * Vendor names for the IDs a page shows: the first VENDOR_OPTIONS_LIMIT vendors by name (one call,
 * shared with the vendor filters), then each vendor not among them by ID, so that an organization
 * with more vendors than that still reads every name. `names` keeps its identity until a name comes.
 */
export function useVendorNames(ids: readonly string[], { enabled = true }: { enabled?: boolean } = {}) {
  const options = useVendorOptions({ enabled });
  const listed = useMemo(
    () => new Map((options.data ?? []).map((option) => [option.value, option.label])),
    [options.data],
  );
  const idsKey = [...new Set(ids)].sort().join(",");
  const missing = useMemo(
    () => (options.data === undefined || idsKey === "" ? [] : idsKey.split(",").filter((id) => !listed.has(id))),
    [idsKey, listed, options.data],
  );
  const fetched = useVendorNamesByIds(missing);
  const names = useMemo(() => {
    const all = new Map(listed);
    missing.forEach((id, index) => {
      const name = fetched.data?.[index];
      if (name) {
        all.set(id, name);
      }
    });
    return all;
  }, [listed, missing, fetched.data]);
  const loading = fetched.isPending ? new Set(missing) : undefined;
  /** Whether the vendor's name may still come (its lookup has not answered). */
  const isLoading = (id: string) => options.isPending || (loading?.has(id) ?? false);
  return { names, options: options.data ?? [], isLoading };
}

/**
 * The vendor filter's options: the first vendors by name, and the URL's vendor by its name when it
 * is not among them (a link from the vendor's page, in an organization with more vendors than the
 * filter lists), never by its ID.
 */
export function vendorFilterOptions(
  options: VendorOption[],
  current: string,
  names: ReadonlyMap<string, string>,
): VendorOption[] {
  if (current === "" || options.some((option) => option.value === current)) {
    return options;
  }
  return [...options, { value: current, label: names.get(current) ?? "Selected vendor" }];
}

/** The vendors of a page's rows, for useVendorFilter (rows without a vendor are left out). */
export function vendorIdsOf(rows: readonly { vendor_id?: string | null }[] | undefined): string[] {
  return (rows ?? []).flatMap((row) => (row.vendor_id ? [row.vendor_id] : []));
}

/**
 * A list page's vendors: the names of the rows' vendors (`rowVendorIds`, none where the rows carry
 * their vendor's name) and of the filter's `current` vendor, with the filter's options.
 */
export function useVendorFilter(
  current: string,
  rowVendorIds: readonly string[] = [],
  { enabled = true }: { enabled?: boolean } = {},
) {
  const vendors = useVendorNames(current ? [...rowVendorIds, current] : rowVendorIds, { enabled });
  const filterOptions = useMemo(
    () => vendorFilterOptions(vendors.options, current, vendors.names),
    [vendors.options, current, vendors.names],
  );
  return { ...vendors, filterOptions };
}
