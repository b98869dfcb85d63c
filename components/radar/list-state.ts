import type { AlertSeverity, ImpactType } from "@/lib/modules/radar/schemas";
import { anyFilterSet, clearedFilterKeys, readFilterKeys } from "@/lib/web/list-filters";
import type { AlertFilters, AlertListQuery } from "./api";

/** URL keys of the inbox's filters; severity and impact hold comma-separated values. */
export const ALERT_FILTER_KEYS = ["severity", "vendor", "impact", "view", "q"] as const;
export type AlertUrlFilters = Record<(typeof ALERT_FILTER_KEYS)[number], string>;

export const SEVERITIES: readonly AlertSeverity[] = ["high", "medium", "low", "informational"];
export const SEVERITY_LABELS: Record<AlertSeverity, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
  informational: "Informational",
};

/**
 * `view`: the alerts that alert (absent), those recorded under a suppression (a dismissal's
 * "suppress similar"), dismissed or not, so they never vanish, or the dismissed ones.
 */
export const VIEW_OPTIONS = [
  { value: "", label: "Active" },
  { value: "suppressed", label: "Suppressed" },
  { value: "dismissed", label: "Dismissed" },
];

/** Reads the URL; the inbox's former keys (?dismissed=only, ?suppressed=only) still open their view. */
export function readAlertFilters(params: Record<string, string>): AlertUrlFilters {
  const filters = readFilterKeys(ALERT_FILTER_KEYS, params);
  if (!filters.view) {
    filters.view = params.dismissed === "only" ? "dismissed" : params.suppressed === "only" ? "suppressed" : "";
  }
  return filters;
}
export const hasAlertFilters = (filters: AlertUrlFilters) => anyFilterSet(ALERT_FILTER_KEYS, filters);
export const clearedAlertFilters = () => clearedFilterKeys(ALERT_FILTER_KEYS);

const listOf = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export function selectedSeverities(filters: AlertUrlFilters): AlertSeverity[] {
  return SEVERITIES.filter((severity) => listOf(filters.severity).includes(severity));
}

/** The severity filter with `severity` switched on or off, as its URL value. */
export function toggledSeverity(filters: AlertUrlFilters, severity: AlertSeverity): string {
  const current = selectedSeverities(filters);
  const next = current.includes(severity) ? current.filter((item) => item !== severity) : [...current, severity];
  return SEVERITIES.filter((item) => next.includes(item)).join(",");
}

/** The API filters for the URL's (severity and paging aside, which the counts don't take). */
export function toAlertFilters(filters: AlertUrlFilters): AlertFilters {
  const impacts = listOf(filters.impact) as ImpactType[];
  return {
    vendor_id: filters.vendor || undefined,
    impact_type: impacts.length > 0 ? impacts : undefined,
    is_dismissed: filters.view === "dismissed" ? true : undefined,
    should_alert: filters.view === "" ? true : undefined,
    suppressed: filters.view === "suppressed" ? true : undefined,
    q: filters.q || undefined,
  };
}

export function toAlertQuery(filters: AlertUrlFilters, page: { limit: number; offset: number }): AlertListQuery {
  const severity = selectedSeverities(filters);
  return {
    ...toAlertFilters(filters),
    severity: severity.length > 0 ? severity : undefined,
    limit: page.limit,
    offset: page.offset,
  };
}

/** What identifies the filtered set (paging aside): when it changes, the cursor starts over. */
export function alertFilterKey(filters: AlertUrlFilters): string {
  return JSON.stringify(toAlertQuery(filters, { limit: 0, offset: 0 }));
}

/**
 * The inbox's cursor on top of the shared keyboard list: it starts on no row (nothing is acted on
 * until a row is chosen with j, k, a click or Tab) and a filter change puts it back there, so the
 * first j after a change lands on the top row.
 */
export interface InboxCursor {
  filterKey: string;
  engaged: boolean;
}

export type InboxCursorEvent = { type: "filters"; filterKey: string } | { type: "engage" };

export function inboxCursorReducer(state: InboxCursor, event: InboxCursorEvent): InboxCursor {
  switch (event.type) {
    case "filters":
      return event.filterKey === state.filterKey ? state : { filterKey: event.filterKey, engaged: false };
    case "engage":
      return state.engaged ? state : { ...state, engaged: true };
    default:
      return state;
  }
}

/** The row the first j or k goes to while the cursor is on no row: the top one (-1 when none). */
export const firstCursorIndex = (rowCount: number): number => (rowCount > 0 ? 0 : -1);

/** What e, d, s and u act on: the selection, else the cursor's row once the cursor is on one. */
export function cursorTargets<Row>(engaged: boolean, selected: readonly Row[], cursorRow: Row | undefined): Row[] {
  if (selected.length > 0) {
    return [...selected];
  }
  return engaged && cursorRow !== undefined ? [cursorRow] : [];
}
