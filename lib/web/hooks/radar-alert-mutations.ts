import type { QueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/web/api";
import {
  type AlertFilters,
  type RadarAlert,
  type RadarAlertCounts,
  type RadarAlertPage,
  radarAlertKeys,
} from "@/lib/web/hooks/radar-alerts";
import { type AlertCacheSnapshot, countsKey, patchAlertRows, showAlertChange } from "./radar-alert-cache";
import { radarEventKeys } from "./radar-event-keys";

// Apart from the queries: the inbox loads this with its first dismissal.

export interface DismissBody {
  reason: string | null;
  reasonCode: RadarAlert["dismiss_reason_code"];
  suppressSimilar: boolean;
}

export interface AlertChangeOutcome {
  /** The alerts as the server now has them. */
  changed: RadarAlert[];
  /** Those the server refused, with its message; they show as they were. */
  failed: { alert: RadarAlert; message: string }[];
}

/** Moves the alerts between the counts' sets at once: out of the active counts, into the dismissed ones. */
function shiftCounts(queryClient: QueryClient, alerts: RadarAlert[], dismissing: boolean) {
  for (const [key, counts] of queryClient.getQueriesData<RadarAlertCounts>({ queryKey: countsKey })) {
    if (!counts) {
      continue;
    }
    const filters = (key[2] ?? {}) as AlertFilters;
    if (filters.suppressed === true && filters.is_dismissed === undefined) {
      continue; // the Suppressed view counts dismissed and active ones alike
    }
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
 * Moves the counts and sends the change for each alert (its rows already shown: `before` is what the
 * caches showed until then).
 */
async function applyChange(
  queryClient: QueryClient,
  alerts: RadarAlert[],
  dismissing: boolean,
  before: AlertCacheSnapshot,
  send: (alert: RadarAlert) => Promise<RadarAlert>,
): Promise<AlertChangeOutcome> {
  shiftCounts(queryClient, alerts, dismissing);
  const results = await Promise.allSettled(alerts.map(send));
  const changed: RadarAlert[] = [];
  const failed: AlertChangeOutcome["failed"] = [];
  results.forEach((result, index) => {
    const alert = alerts[index] as RadarAlert;
    if (result.status === "fulfilled") {
      changed.push(result.value);
    } else {
      failed.push({ alert, message: result.reason instanceof Error ? result.reason.message : String(result.reason) });
    }
  });
  if (failed.length > 0) {
    // Put back what was shown for the refused ones; the refetch below settles the counts.
    const refused = new Set(failed.map((item) => item.alert.id));
    for (const [key, data] of before) {
      const page = data as RadarAlertPage | undefined;
      if (page && Array.isArray(page.items)) {
        const original = new Map(page.items.map((row) => [row.id, row]));
        queryClient.setQueryData<RadarAlertPage>(key, (current) =>
          current
            ? {
                ...current,
                items: current.items.map((row) => (refused.has(row.id) ? (original.get(row.id) ?? row) : row)),
              }
            : current,
        );
      }
    }
  }
  const saved = new Map(changed.map((alert) => [alert.id, alert]));
  patchAlertRows(queryClient, (row) => saved.get(row.id));
  void queryClient.invalidateQueries({ queryKey: radarAlertKeys.all });
  void queryClient.invalidateQueries({ queryKey: radarEventKeys.all });
  return { changed, failed };
}

/**
 * POST …/dismiss for each alert, shown dismissed at once (by the caller when it passes `shown`, the
 * caches as they were before it showed the change). An alert someone else dismissed meanwhile (404
 * alert_not_found) counts as refused: the refetch shows it as it now is.
 */
export function dismissAlerts(
  queryClient: QueryClient,
  alerts: RadarAlert[],
  { reason, reasonCode, suppressSimilar }: DismissBody,
  shown: AlertCacheSnapshot = showAlertChange(queryClient, alerts, true, reason, reasonCode),
): Promise<AlertChangeOutcome> {
  return applyChange(queryClient, alerts, true, shown, (alert) =>
    dataOf(
      api.POST("/v1/radar/alerts/{alert_id}/dismiss", {
        params: { path: { alert_id: alert.id } },
        body: { reason, reason_code: reasonCode, suppress_similar: suppressSimilar },
      }),
    ),
  );
}

/** POST …/undismiss for each alert (which also lifts a suppression its dismissal recorded). */
export function undismissAlerts(queryClient: QueryClient, alerts: RadarAlert[]): Promise<AlertChangeOutcome> {
  return applyChange(queryClient, alerts, false, showAlertChange(queryClient, alerts, false), (alert) =>
    dataOf(api.POST("/v1/radar/alerts/{alert_id}/undismiss", { params: { path: { alert_id: alert.id } } })),
  );
}
