import { DAY_SECONDS, startOfDay } from "@/lib/web/days";
import type { ContractListQuery, ContractSort } from "@/lib/web/hooks/contracts";
import { anyFilterSet, clearedFilterKeys, readFilterKeys } from "@/lib/web/list-filters";
import { isAutoRenew, isContractType } from "./model";

/**
 * URL keys of the contracts list's filters, in the API's names: `vendor` (one vendor), `q` (name or
 * counterparty), `contract_type`, `auto_renew`, `include_archived` ("true"), and the saved views'
 * `notice_deadline_before` / `expiring_before` (Unix seconds).
 */
export const CONTRACT_FILTER_KEYS = [
  "q",
  "contract_type",
  "auto_renew",
  "vendor",
  "include_archived",
  "notice_deadline_before",
  "expiring_before",
] as const;
export type ContractFilters = Record<(typeof CONTRACT_FILTER_KEYS)[number], string>;

export const readContractFilters = (params: Record<string, string>): ContractFilters =>
  readFilterKeys(CONTRACT_FILTER_KEYS, params);
export const hasContractFilters = (filters: ContractFilters) => anyFilterSet(CONTRACT_FILTER_KEYS, filters);
/** "Clear filters": the filters and the saved view's order. */
export const clearedContractFilters = () => ({ ...clearedFilterKeys(CONTRACT_FILTER_KEYS), sort: null });

const SORTS: readonly ContractSort[] = ["created_at", "expiration_date", "notice_deadline"];
export const readContractSort = (sort: string | null): ContractSort | undefined =>
  SORTS.find((candidate) => candidate === sort);

/** A Unix-seconds URL value, or undefined when it is not one (a hand-edited URL filters nothing). */
function unixParam(value: string): number | undefined {
  const parsed = Number(value);
  return value !== "" && Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : undefined;
}

/** The API query for the URL's filters and order; `vendorId` (the vendor page's tab) wins over the vendor filter. */
export function toContractQuery(
  filters: ContractFilters,
  sort: string | null,
  page: { limit: number; offset: number; vendorId?: string },
): ContractListQuery {
  return {
    limit: page.limit,
    offset: page.offset,
    vendor_id: page.vendorId ?? (filters.vendor || undefined),
    q: filters.q ? filters.q.slice(0, 200) : undefined,
    contract_type: isContractType(filters.contract_type) ? filters.contract_type : undefined,
    auto_renew: isAutoRenew(filters.auto_renew) ? filters.auto_renew : undefined,
    include_archived: filters.include_archived === "true" ? true : undefined,
    notice_deadline_before: unixParam(filters.notice_deadline_before),
    expiring_before: unixParam(filters.expiring_before),
    sort: readContractSort(sort),
  };
}

export const INCLUDE_ARCHIVED_OPTIONS = [
  { value: "", label: "Not archived" },
  { value: "true", label: "Archived too" },
];

// ---- saved views

export interface SavedView {
  id: string;
  label: string;
  param: "notice_deadline_before" | "expiring_before";
  sort: ContractSort;
  days: number;
}

export const SAVED_VIEWS: readonly SavedView[] = [30, 60, 90].flatMap((days) => [
  {
    id: `notice-${days}`,
    label: `Notice deadline in ${days} days`,
    param: "notice_deadline_before" as const,
    sort: "notice_deadline" as const,
    days,
  },
  {
    id: `expiring-${days}`,
    label: `Expiring in ${days} days`,
    param: "expiring_before" as const,
    sort: "expiration_date" as const,
    days,
  },
]);

/** The end of the view's last day (exclusive): "in 30 days" takes in the whole 30th day. */
export const savedViewBound = (view: SavedView, now: number) => startOfDay(now) + (view.days + 1) * DAY_SECONDS;

/** The URL of a saved view: its bound and order, every other filter left as it is, the other bound cleared. */
export function savedViewParams(view: SavedView, now: number): Record<string, string | null> {
  const other = view.param === "notice_deadline_before" ? "expiring_before" : "notice_deadline_before";
  return { [view.param]: String(savedViewBound(view, now)), [other]: null, sort: view.sort };
}

/** The saved view the URL shows (its bound set today, for today), if any. */
export function activeSavedView(filters: ContractFilters, sort: string | null, now: number | null): SavedView | null {
  if (now === null) {
    return null;
  }
  return (
    SAVED_VIEWS.find(
      (view) =>
        view.sort === sort &&
        filters[view.param] === String(savedViewBound(view, now)) &&
        filters[view.param === "notice_deadline_before" ? "expiring_before" : "notice_deadline_before"] === "",
    ) ?? null
  );
}
