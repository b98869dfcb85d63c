"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import type { operations } from "../api-types.generated";

export type * from "./vendor-types";

/** Sortable columns of GET /v1/vendors; the UI's sort param is `"name"` (ascending) or `"-name"` (descending). */
export const VENDOR_SORT_FIELDS = ["name", "created_at", "updated_at"] as const;

/** Query of `GET /v1/vendors`, in the API's own parameter names. */
export interface VendorListQuery {
  limit: number;
  offset: number;
  name?: string;
  status_id?: string;
  tag_id?: string;
  tier?: string;
  inherent_risk_level_id?: string;
  residual_risk_level_id?: string;
  /** `"name"` or `"-name"` (see VENDOR_SORT_FIELDS); omitted: newest first. */
  sort?: string;
  include_custom_fields?: boolean;
}

export const vendorKeys = {
  all: ["vendors"] as const,
  lists: ["vendors", "list"] as const,
  list: (query: VendorListQuery) => ["vendors", "list", query] as const,
  detail: (id: string) => ["vendors", "detail", id] as const,
  /**
   * The key useCustomFields({target: "vendor"}) (hooks/custom-fields) uses for the same request, so
   * both share one cache entry and its invalidations. Spelled out rather than imported: that module
   * also holds the custom field mutations, which the list page would then load.
   */
  customFieldDefinitions: ["custom-fields", "vendor", false] as const,
};

type VendorSortKey = NonNullable<NonNullable<operations["listVendors"]["parameters"]["query"]>["sort"]>;
const API_SORT_KEYS: readonly string[] = [
  "created_at",
  "updated_at",
  "name",
  "inherent_risk",
  "residual_risk",
] satisfies VendorSortKey[];
const isApiSortKey = (key: string): key is VendorSortKey => API_SORT_KEYS.includes(key);

/**
 * The list call's query (the client leaves empty values out; `include_custom_fields: false` is left
 * out too). The UI's `"-name"` becomes the API's `sort=name&order=desc` (an explicit order, since the
 * API's default depends on the key); a sort the API does not know (list-state's validSort keeps those
 * from the URL) is left out.
 */
export function vendorListParams(query: VendorListQuery) {
  const { sort, ...rest } = query;
  const key = sort?.replace(/^-/, "");
  const sorted = key !== undefined && isApiSortKey(key);
  return {
    ...rest,
    include_custom_fields: rest.include_custom_fields || undefined,
    sort: sorted ? key : undefined,
    order: sorted ? (sort?.startsWith("-") ? ("desc" as const) : ("asc" as const)) : undefined,
  };
}

/** The vendor page's address (a link). */
export const vendorPath = (id: string) => `/vendors/${encodeURIComponent(id)}`;

/** One page of vendors; the previous page stays on screen while the next loads. */
export function useVendors(query: VendorListQuery) {
  return useQuery({
    queryKey: vendorKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/vendors", { params: { query: vendorListParams(query) }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** How many vendors the organization has (the list's `total` with a one-row page). */
export function useVendorCount() {
  return useQuery({
    queryKey: vendorKeys.list({ limit: 1, offset: 0 }),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/vendors", { params: { query: { limit: 1, offset: 0 } }, signal })),
    select: (page) => page.total,
  });
}

/** GET one vendor (for lists of vendors by ID, e.g. with useRecordsByIds and vendorKeys.detail). */
export function fetchVendor(id: string, signal: AbortSignal) {
  return dataOf(api.GET("/v1/vendors/{vendor_id}", { params: { path: { vendor_id: id } }, signal }));
}

/** The full vendor object, services and custom fields included. */
export function useVendor(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/vendors/{vendor_id}", { params: { path: { vendor_id: id } }, signal })),
    enabled,
  });
}

/** Enabled custom fields on vendors: the columns the list can add (GET /v1/custom-fields?target=vendor). */
export function useVendorCustomFieldDefinitions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: vendorKeys.customFieldDefinitions,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/custom-fields", { params: { query: { target: "vendor" } }, signal })),
    select: (list) => list.items,
    enabled,
  });
}

/** Refetches the vendor and the lists, e.g. after another module changed its custom field values. */
export function useRefreshVendor(vendorId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: vendorKeys.detail(vendorId) });
    void queryClient.invalidateQueries({ queryKey: vendorKeys.lists });
  };
}
