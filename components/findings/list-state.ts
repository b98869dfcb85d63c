import type { FindingListQuery } from "@/lib/web/hooks/findings";
import { anyFilterSet, clearedFilterKeys, isArchivedParam, readFilterKeys } from "@/lib/web/list-filters";

/** URL keys of the findings list's filters (distinct from the obligations tab's on the vendor page). */
export const FINDING_FILTER_KEYS = ["finding_status", "vendor", "assessment", "archived"] as const;
export type FindingFilters = Record<(typeof FINDING_FILTER_KEYS)[number], string>;

export const readFindingFilters = (params: Record<string, string>): FindingFilters =>
  readFilterKeys(FINDING_FILTER_KEYS, params);
export const hasFindingFilters = (filters: FindingFilters) => anyFilterSet(FINDING_FILTER_KEYS, filters);
export const clearedFindingFilters = () => clearedFilterKeys(FINDING_FILTER_KEYS);

/** The API query for the URL's filters; `vendorId` (the vendor page's tab) wins over the vendor filter. */
export function toFindingQuery(
  filters: FindingFilters,
  page: { limit: number; offset: number; vendorId?: string },
): FindingListQuery {
  return {
    limit: page.limit,
    offset: page.offset,
    vendor_id: page.vendorId ?? (filters.vendor || undefined),
    assessment_id: filters.assessment || undefined,
    finding_status_id: filters.finding_status || undefined,
    is_archived: isArchivedParam(filters.archived),
  };
}

/** Statuses that close a finding (their due dates are no longer flagged), by the default names. */
export function isClosedFindingStatus(name: string | undefined): boolean {
  return name !== undefined && /\b(resolved|closed|accepted|done)\b/i.test(name);
}
