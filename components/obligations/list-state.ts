import type { ObligationListQuery, ObligationStatus } from "@/lib/web/hooks/obligations";
import { anyFilterSet, clearedFilterKeys, isArchivedParam, readFilterKeys } from "@/lib/web/list-filters";

/** URL keys of the obligations list's filters (distinct from the findings tab's on the vendor page). */
export const OBLIGATION_FILTER_KEYS = ["obligation_status", "vendor", "assignee", "archived"] as const;
export type ObligationFilters = Record<(typeof OBLIGATION_FILTER_KEYS)[number], string>;

export const readObligationFilters = (params: Record<string, string>): ObligationFilters =>
  readFilterKeys(OBLIGATION_FILTER_KEYS, params);
export const hasObligationFilters = (filters: ObligationFilters) => anyFilterSet(OBLIGATION_FILTER_KEYS, filters);
export const clearedObligationFilters = () => clearedFilterKeys(OBLIGATION_FILTER_KEYS);

const STATUSES: readonly string[] = ["satisfied", "not_satisfied"];

/** The API query for the URL's filters; an unknown status in the URL is ignored rather than sent (400). */
export function toObligationQuery(
  filters: ObligationFilters,
  page: { limit: number; offset: number; vendorId?: string },
): ObligationListQuery {
  return {
    limit: page.limit,
    offset: page.offset,
    vendor_id: page.vendorId ?? (filters.vendor || undefined),
    obligation_status: STATUSES.includes(filters.obligation_status)
      ? (filters.obligation_status as ObligationStatus)
      : undefined,
    assignee_id: filters.assignee || undefined,
    is_archived: isArchivedParam(filters.archived),
  };
}
