import { VENDOR_SORT_FIELDS, type VendorListQuery } from "@/lib/web/hooks/vendors";

/** URL keys of the list's filters (page, pageSize and sort belong to useUrlState). */
export const FILTER_KEYS = ["q", "status", "tag", "tier", "inherent", "residual"] as const;
/** URL key of the custom field columns shown: comma-separated definition IDs. */
export const COLUMNS_KEY = "fields";

export type FilterKey = (typeof FILTER_KEYS)[number];
export type VendorFilters = Record<FilterKey, string>;

/** Tier values the tiering workflow step derives. */
export const TIER_OPTIONS = [
  { value: "tier_1", label: "Tier 1" },
  { value: "tier_2", label: "Tier 2" },
  { value: "tier_3", label: "Tier 3" },
  { value: "tier_4", label: "Tier 4" },
];

export function tierLabel(tier: string | null): string {
  return TIER_OPTIONS.find((option) => option.value === tier)?.label ?? tier ?? "Not tiered";
}

export function readFilters(params: Record<string, string>): VendorFilters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key]?.trim() ?? ""])) as VendorFilters;
}

/** The `fields` param's definition IDs. */
export function readColumns(param: string): string[] {
  return param.split(",").filter(Boolean);
}

export function hasActiveFilters(filters: VendorFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== "");
}

/** Every filter key set to null, for useUrlState's setParams ("Clear filters"). */
export function clearedFilters(): Record<FilterKey, null> {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) as Record<FilterKey, null>;
}

/** The list's sorts: the API's original keys and, as an extension, the risk levels by rank. */
export const LIST_SORT_FIELDS: readonly string[] = [...VENDOR_SORT_FIELDS, "inherent_risk", "residual_risk"];

/** Only the sorts the API knows reach it; anything else in the URL falls back to newest first. */
export function validSort(sort: string | null): string | undefined {
  const field = sort?.replace(/^-/, "");
  return sort && LIST_SORT_FIELDS.includes(field ?? "") ? sort : undefined;
}

export function toVendorQuery(
  filters: VendorFilters,
  page: { limit: number; offset: number; sort: string | null; withCustomFields: boolean },
): VendorListQuery {
  return {
    limit: page.limit,
    offset: page.offset,
    name: filters.q || undefined,
    status_id: filters.status || undefined,
    tag_id: filters.tag || undefined,
    tier: filters.tier || undefined,
    inherent_risk_level_id: filters.inherent || undefined,
    residual_risk_level_id: filters.residual || undefined,
    sort: validSort(page.sort),
    include_custom_fields: page.withCustomFields || undefined,
  };
}
