import type { AlertSeverity, ImpactType } from "@/lib/modules/radar/schemas";
import type { AlertFilters, AlertListQuery } from "@/lib/web/hooks/radar-alerts";
import { anyFilterSet, clearedFilterKeys, readFilterKeys } from "@/lib/web/list-filters";

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

/** What identifies the filtered set (paging aside): when it changes, the alert panel closes. */
export function alertFilterKey(filters: AlertUrlFilters): string {
  return JSON.stringify(toAlertQuery(filters, { limit: 0, offset: 0 }));
}
