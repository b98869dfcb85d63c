import type { SelectOption } from "@/components/ui/select";
import type { BankReviewListQuery, BankReviewStatus } from "@/lib/web/hooks/bank-reviews";
import { anyFilterSet, clearedFilterKeys, readFilterKeys } from "@/lib/web/list-filters";

/** URL keys of the queue's filters: `status` (absent: pending) and `vendor` (an ID). */
export const REVIEW_FILTER_KEYS = ["status", "vendor"] as const;
export type ReviewUrlFilters = Record<(typeof REVIEW_FILTER_KEYS)[number], string>;

const STATUSES: readonly BankReviewStatus[] = ["pending", "approved", "rejected"];

/** The status filter: pending by default (absent from the URL), the decided ones, or all. */
export const STATUS_FILTER_OPTIONS: SelectOption[] = [
  { value: "", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "Any status" },
];

export const readReviewFilters = (params: Record<string, string>): ReviewUrlFilters =>
  readFilterKeys(REVIEW_FILTER_KEYS, params);
export const hasReviewFilters = (filters: ReviewUrlFilters) => anyFilterSet(REVIEW_FILTER_KEYS, filters);
export const clearedReviewFilters = () => clearedFilterKeys(REVIEW_FILTER_KEYS);

/** The status the list shows: "all" is every status (undefined), an unknown value the default, pending. */
export function statusFilter(filters: ReviewUrlFilters): BankReviewStatus | undefined {
  if (filters.status === "all") {
    return undefined;
  }
  return STATUSES.find((status) => status === filters.status) ?? "pending";
}

/** Whether the list is the default one, the queue of changes waiting for a decision. */
export const showsPendingQueue = (filters: ReviewUrlFilters) => statusFilter(filters) === "pending";

export function toReviewQuery(filters: ReviewUrlFilters, page: { limit: number; offset: number }): BankReviewListQuery {
  return {
    status: statusFilter(filters),
    vendor_id: filters.vendor || undefined,
    limit: page.limit,
    offset: page.offset,
  };
}
