import type { IntakeSessionQuery } from "@/lib/web/intake";
import { anyFilterSet, clearedFilterKeys, readFilterKeys } from "@/lib/web/list-filters";
import { isSessionStatus } from "./model";

/** URL keys of the intake list's filters: `q` (vendor name contains) and `status`. */
export const INTAKE_FILTER_KEYS = ["q", "status"] as const;
export type IntakeFilters = Record<(typeof INTAKE_FILTER_KEYS)[number], string>;

export const readIntakeFilters = (params: Record<string, string>): IntakeFilters =>
  readFilterKeys(INTAKE_FILTER_KEYS, params);
export const hasIntakeFilters = (filters: IntakeFilters) => anyFilterSet(INTAKE_FILTER_KEYS, filters);
export const clearedIntakeFilters = () => clearedFilterKeys(INTAKE_FILTER_KEYS);

/** The API query for the URL's filters; an unknown status filters nothing, and the search is cut to the API's 200. */
export function toIntakeQuery(filters: IntakeFilters, page: { limit: number; offset: number }): IntakeSessionQuery {
  return {
    q: filters.q ? filters.q.slice(0, 200) : undefined,
    status: isSessionStatus(filters.status) ? filters.status : undefined,
    limit: page.limit,
    offset: page.offset,
  };
}
