"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AlertSeverity, ImpactType, RadarAlert } from "@/lib/modules/radar/schemas";
import { api, dataOf } from "../api";

export type { AlertSeverity, RadarAlert };

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

/** One page of alerts (false filters are sent; severity and impact_type repeat their key). */
function fetchRadarAlerts(query: AlertListQuery, signal: AbortSignal) {
  return dataOf(api.GET("/v1/radar/alerts", { params: { query }, signal }));
}

function fetchRadarAlertCounts(filters: AlertFilters, signal: AbortSignal) {
  return dataOf(api.GET("/v1/radar/alert_counts", { params: { query: filters }, signal }));
}

export type RadarAlertPage = Awaited<ReturnType<typeof fetchRadarAlerts>>;
export type RadarAlertCounts = Awaited<ReturnType<typeof fetchRadarAlertCounts>>;

/** One page of alerts, newest first; the previous page stays on screen while the next loads. */
export function useRadarAlerts(query: AlertListQuery) {
  return useQuery({
    queryKey: radarAlertKeys.list(query),
    queryFn: ({ signal }) => fetchRadarAlerts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Alerts by severity under the same filters (severity itself aside). */
export function useRadarAlertCounts(filters: AlertFilters) {
  return useQuery({
    queryKey: radarAlertKeys.counts(filters),
    queryFn: ({ signal }) => fetchRadarAlertCounts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
