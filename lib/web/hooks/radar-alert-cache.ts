import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { RadarAlert, RadarAlertCounts, RadarAlertPage } from "@/lib/web/hooks/radar-alerts";
import { radarAlertKeys } from "@/lib/web/hooks/radar-alerts";

// With the inbox, not with the lazily loaded flows: a dismissal shows from here the moment it is
// confirmed, even before the code that sends it has arrived.

/** What the inbox's caches showed before a change: the refused rows are put back from it. */
export type AlertCacheSnapshot = [QueryKey, unknown][];

export const countsKey = ["radar-alerts", "counts"];

export function patchAlertRows(queryClient: QueryClient, next: (row: RadarAlert) => RadarAlert | undefined) {
  queryClient.setQueriesData<RadarAlertPage>({ queryKey: radarAlertKeys.lists }, (page) =>
    page ? { ...page, items: page.items.map((row) => next(row) ?? row) } : page,
  );
}

/**
 * Shows a dismissal (or undismissal) at once: stops refetches that would overwrite it and marks the
 * rows. Returns what the caches showed before, for putting refused rows back. The severity counts move
 * with the code that sends the change (./radar-alert-mutations.ts), before it sends: still ahead of the answer.
 */
export function showAlertChange(
  queryClient: QueryClient,
  alerts: RadarAlert[],
  dismissing: boolean,
  reason: string | null = null,
  reasonCode: RadarAlert["dismiss_reason_code"] = null,
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
        ? { ...row, is_dismissed: true, dismiss_reason: reason, dismiss_reason_code: reasonCode, dismissed_at: now }
        : {
            ...row,
            is_dismissed: false,
            dismiss_reason: null,
            dismiss_reason_code: null,
            dismissed_at: null,
            dismissed_by: null,
          },
  );
  return before;
}
