"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { findingKeys } from "./findings";
import { radarAlertKeys } from "./radar-alerts";
import { radarEventKeys } from "./radar-event-keys";

// The alert panel's reads (components/radar/alert-panel.tsx), apart from the inbox's (./radar-alerts):
// the inbox loads them with the panel.

/** The alert's event (under the event page's key). */
export function useAlertEvent(eventId: string | null) {
  return useQuery({
    queryKey: radarEventKeys.detail(eventId ?? ""),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/radar/events/{radar_event_id}", { params: { path: { radar_event_id: eventId ?? "" } }, signal }),
      ),
    enabled: eventId !== null,
  });
}

/**
 * The event's alerts, active (suppressed included) and dismissed, the first `limit` of each state: the
 * list hides dismissed ones unless asked.
 */
export function useAlertEventAlerts(eventId: string | null, limit: number) {
  return useQuery({
    queryKey: radarAlertKeys.eventAlerts(eventId ?? ""),
    queryFn: async ({ signal }) => {
      const page = (isDismissed: boolean) =>
        dataOf(
          api.GET("/v1/radar/alerts", {
            params: { query: { event_id: eventId ?? "", is_dismissed: isDismissed, limit } },
            signal,
          }),
        );
      const [active, dismissed] = await Promise.all([page(false), page(true)]);
      return { items: [...active.items, ...dismissed.items], total: active.total + dismissed.total };
    },
    enabled: eventId !== null,
  });
}

/** The alert by ID: its raised_because (the detector and the match) is only on this read. */
export function useRaisedBecause(alertId: string) {
  return useQuery({
    queryKey: [...radarAlertKeys.all, "explained", alertId],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/radar/alerts/{alert_id}", { params: { path: { alert_id: alertId } }, signal })),
    select: (alert) => alert.raised_because ?? null,
    staleTime: 60_000,
  });
}

/** The vendor's first `limit` active findings (under the findings list's key). */
export function useVendorActiveFindings(vendorId: string, limit: number) {
  const query = { limit, offset: 0, vendor_id: vendorId, is_archived: false };
  return useQuery({
    queryKey: findingKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/findings", { params: { query }, signal })),
  });
}

/** The vendor's latest active assessment, or null (under the assessments list's key). */
export function useLatestAssessment(vendorId: string) {
  return useQuery({
    queryKey: ["assessments", "list", { limit: 1, offset: 0, vendor_id: vendorId, is_archived: false }],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/assessments", {
          params: { query: { limit: 1, offset: 0, vendor_id: vendorId, is_archived: false } },
          signal,
        }),
      ),
    select: (page) => page.items[0] ?? null,
  });
}
