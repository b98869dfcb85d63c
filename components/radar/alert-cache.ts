import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { type AlertFilters, type RadarAlert, type RadarAlertCounts, type RadarAlertPage, radarAlertKeys } from "./api";

// With the inbox, not with the lazily loaded flows: a dismissal shows from here the moment it is
// confirmed, even before the code that sends it has arrived.

/** What the inbox's caches showed before a change: the refused rows are put back from it. */
export type AlertCacheSnapshot = [QueryKey, unknown][];

const countsKey = ["radar-alerts", "counts"];

export function patchAlertRows(queryClient: QueryClient, next: (row: RadarAlert) => RadarAlert | undefined) {
  queryClient.setQueriesData<RadarAlertPage>({ queryKey: radarAlertKeys.lists }, (page) =>
    page ? { ...page, items: page.items.map((row) => next(row) ?? row) } : page,
  );
}

/** Moves the alerts between the counts' sets at once: out of the active counts, into the dismissed ones. */
function shiftCounts(queryClient: QueryClient, alerts: RadarAlert[], dismissing: boolean) {
  for (const [key, counts] of queryClient.getQueriesData<RadarAlertCounts>({ queryKey: countsKey })) {
    if (!counts) {
      continue;
    }
    const filters = (key[2] ?? {}) as AlertFilters;
    const sign = (filters.is_dismissed === true) === dismissing ? 1 : -1;
    const bySeverity = { ...counts.by_severity };
    for (const alert of alerts) {
      bySeverity[alert.severity] = Math.max(0, bySeverity[alert.severity] + sign);
    }
    queryClient.setQueryData<RadarAlertCounts>(key, {
      total: Math.max(0, counts.total + sign * alerts.length),
      by_severity: bySeverity,
    });
  }
}

/**
 * Shows a dismissal (or undismissal) at once: stops refetches that would overwrite it, marks the rows
 * and moves the counts. Returns what the caches showed before, for putting refused rows back.
 */
export function showAlertChange(
  queryClient: QueryClient,
  alerts: RadarAlert[],
  dismissing: boolean,
  reason: string | null = null,
) {
  void queryClient.cancelQueries({ queryKey: radarAlertKeys.all });
  const before: AlertCacheSnapshot = [
    ...queryClient.getQueriesData<RadarAlertPage>({ queryKey: radarAlertKeys.lists }),
    ...queryClient.getQueriesData<RadarAlertCounts>({ queryKey: countsKey }),
  ];
  const ids = new Set(alerts.map((alert) => alert.id));
  const now = Math.floor(Date.now() / 1000);
  patchAlertRows(queryClient, (row) =>
    !ids.has(row.id)
      ? undefined
      : dismissing
        ? { ...row, is_dismissed: true, dismiss_reason: reason, dismissed_at: now }
        : { ...row, is_dismissed: false, dismiss_reason: null, dismissed_at: null },
  );
  shiftCounts(queryClient, alerts, dismissing);
  return before;
}
