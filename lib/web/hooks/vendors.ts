"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import type { CustomFieldDefinition, Vendor, VendorPage } from "./vendor-types";

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

/**
 * The list call's query string; empty values are left out. The UI's `"-name"` becomes the API's
 * `sort=name&order=desc` (an explicit order, since the API's default depends on the key).
 */
export function vendorListSearch(query: VendorListQuery): string {
  const { sort, ...rest } = query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== "" && value !== false) {
      params.set(key, String(value));
    }
  }
  if (sort) {
    params.set("sort", sort.replace(/^-/, ""));
    params.set("order", sort.startsWith("-") ? "desc" : "asc");
  }
  return params.toString();
}

export const vendorPath = (id: string) => `/vendors/${encodeURIComponent(id)}`;

/** One page of vendors; the previous page stays on screen while the next loads. */
export function useVendors(query: VendorListQuery) {
  return useQuery({
    queryKey: vendorKeys.list(query),
    queryFn: ({ signal }) => apiFetch<VendorPage>(`/vendors?${vendorListSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many vendors the organization has (the list's `total` with a one-row page). */
export function useVendorCount() {
  return useQuery({
    queryKey: vendorKeys.list({ limit: 1, offset: 0 }),
    queryFn: ({ signal }) => apiFetch<VendorPage>("/vendors?limit=1&offset=0", { signal }),
    select: (page) => page.total,
  });
}

/** The full vendor object, services and custom fields included. */
export function useVendor(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Vendor>(vendorPath(id), { signal }),
    enabled,
  });
}

/** Enabled custom fields on vendors: the columns the list can add (GET /v1/custom-fields?target=vendor). */
export function useVendorCustomFieldDefinitions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: vendorKeys.customFieldDefinitions,
    queryFn: ({ signal }) => apiFetch<{ items: CustomFieldDefinition[] }>("/custom-fields?target=vendor", { signal }),
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
