import { FINDING_DUE_SOON_DAYS, FINDING_SEVERITIES, isClosedFindingStatusName } from "@/lib/contract/findings";
import type { FindingTriageQuery } from "@/lib/web/hooks/finding-triage";
import { FINDING_DUE_LABELS, FINDING_SEVERITY_LABELS } from "@/lib/web/labels/findings";
import { anyFilterSet, clearedFilterKeys, isArchivedParam, readFilterKeys } from "@/lib/web/list-filters";

/** URL keys of the findings list's filters (distinct from the obligations tab's on the vendor page). */
export const FINDING_FILTER_KEYS = [
  "finding_status",
  "vendor",
  "assessment",
  "archived",
  "severity",
  "owner",
  "due",
] as const;
export type FindingFilters = Record<(typeof FINDING_FILTER_KEYS)[number], string>;

/**
 * Values of the status filter that are not a status ID: every open finding (the dashboard's
 * definition, lib/contract/findings.ts) or every closed one.
 */
export const OPEN_STATUS_FILTER = "open";
export const CLOSED_STATUS_FILTER = "closed";

// The label maps' options, in their order: what labelOptions (lib/web/labels) gives, without that
// module's code-to-words table in the list's first load.
const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
export const SEVERITY_OPTIONS = optionsOf(FINDING_SEVERITY_LABELS);
export const DUE_FILTER_OPTIONS = optionsOf(FINDING_DUE_LABELS);

/** The due filter's values: overdue, or due within FINDING_DUE_SOON_DAYS days (overdue included). */
export type FindingDueFilter = "overdue" | "week";

export const readFindingFilters = (params: Record<string, string>): FindingFilters =>
  readFilterKeys(FINDING_FILTER_KEYS, params);
export const hasFindingFilters = (filters: FindingFilters) => anyFilterSet(FINDING_FILTER_KEYS, filters);
export const clearedFindingFilters = () => clearedFilterKeys(FINDING_FILTER_KEYS);

const DAY_SECONDS = 86_400;

/** The due_before of a due filter at `nowSeconds`; undefined for none (or an unknown value). */
export function dueBeforeOf(due: string, nowSeconds: number): number | undefined {
  if (due === "overdue") {
    // Due dates are days (their UTC midnight): a finding due today is not overdue yet.
    return Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
  }
  if (due === "week") {
    return (Math.floor(nowSeconds / DAY_SECONDS) + FINDING_DUE_SOON_DAYS + 1) * DAY_SECONDS;
  }
  return undefined;
}

/**
 * The API query for the URL's filters; `vendorId` (the vendor page's tab) wins over the vendor filter.
 * The status filter's "open" and "closed" are the API's open filter; a due filter lists open findings.
 */
export function toFindingQuery(
  filters: FindingFilters,
  page: { limit: number; offset: number; vendorId?: string; nowSeconds?: number },
): FindingTriageQuery {
  const status = filters.finding_status;
  const open =
    status === OPEN_STATUS_FILTER || filters.due !== "" ? true : status === CLOSED_STATUS_FILTER ? false : undefined;
  const severity = FINDING_SEVERITIES.find((value) => value === filters.severity);
  const dueBefore = page.nowSeconds === undefined ? undefined : dueBeforeOf(filters.due, page.nowSeconds);
  return {
    limit: page.limit,
    offset: page.offset,
    vendor_id: page.vendorId ?? (filters.vendor || undefined),
    assessment_id: filters.assessment || undefined,
    finding_status_id: status && status !== OPEN_STATUS_FILTER && status !== CLOSED_STATUS_FILTER ? status : undefined,
    // Open findings are never archived: the Show filter then has nothing to add.
    is_archived: open === true ? undefined : isArchivedParam(filters.archived),
    open,
    severity,
    owner_id: filters.owner || undefined,
    due_before: dueBefore,
  };
}

/** Statuses that close a finding (their due dates are no longer flagged): the one definition's names. */
export function isClosedFindingStatus(name: string | undefined): boolean {
  return isClosedFindingStatusName(name);
}
