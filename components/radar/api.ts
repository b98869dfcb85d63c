"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AlertSeverity, ImpactType, RadarAlert } from "@/lib/modules/radar/schemas";
import { apiFetch } from "@/lib/web/api-client";

export type { AlertSeverity, RadarAlert };

export interface RadarAlertPage {
  items: RadarAlert[];
  total: number;
  limit: number;
  offset: number;
}

export interface RadarAlertCounts {
  total: number;
  by_severity: Record<AlertSeverity, number>;
}

/** The filters of GET /v1/radar/alerts and /alert_counts, in the API's own names. */
export interface AlertFilters {
  vendor_id?: string;
  impact_type?: ImpactType[];
  /** Omitted: dismissed alerts hidden; true: only dismissed ones. */
  is_dismissed?: boolean;
  /** false: only results recorded under a suppression; true: only triggered alerts; omitted: both. */
  should_alert?: boolean;
  /** true: results recorded under a suppression, dismissed or not (unless is_dismissed narrows). */
  suppressed?: boolean;
  q?: string;
  event_id?: string;
}

export interface AlertListQuery extends AlertFilters {
  severity?: AlertSeverity[];
  limit: number;
  offset: number;
}

export const radarAlertKeys = {
  all: ["radar-alerts"] as const,
  lists: ["radar-alerts", "list"] as const,
  list: (query: AlertListQuery) => ["radar-alerts", "list", query] as const,
  counts: (filters: AlertFilters) => ["radar-alerts", "counts", filters] as const,
  eventAlerts: (eventId: string) => ["radar-alerts", "event", eventId] as const,
};

/** The event page's keys (components/radar-events), refreshed when an alert changes. */
export const radarEventKeyPrefix = ["radar-events"] as const;
export const radarEventDetailKey = (id: string) => ["radar-events", "detail", id] as const;

export const alertPath = (id: string) => `/radar/alerts/${encodeURIComponent(id)}`;

/** Query string with repeated keys for the list filters (severity, impact_type). */
export function alertSearch(query: AlertFilters & Partial<Pick<AlertListQuery, "severity" | "limit" | "offset">>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        search.append(key, String(item));
      }
    } else if (value !== undefined && value !== "") {
      search.set(key, String(value));
    }
  }
  return search.toString();
}

/** One page of alerts, newest first; the previous page stays on screen while the next loads. */
export function useRadarAlerts(query: AlertListQuery) {
  return useQuery({
    queryKey: radarAlertKeys.list(query),
    queryFn: ({ signal }) => apiFetch<RadarAlertPage>(`/radar/alerts?${alertSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Alerts by severity under the same filters (severity itself aside). */
export function useRadarAlertCounts(filters: AlertFilters) {
  return useQuery({
    queryKey: radarAlertKeys.counts(filters),
    queryFn: ({ signal }) => apiFetch<RadarAlertCounts>(`/radar/alert_counts?${alertSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
