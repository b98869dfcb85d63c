"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateRadarEventInput, UpdateRadarEventInput } from "@/lib/modules/radar/schemas";
import { api, dataOf } from "@/lib/web/api";
import { type RadarEventListQuery, radarEventKeys } from "./radar-event-keys";

export { type RadarEventListQuery, radarEventKeys };

export const radarEventPath = (id: string) => `/radar/events/${encodeURIComponent(id)}`;

/** One page of events, newest first. */
export function useRadarEvents(query: RadarEventListQuery) {
  return useQuery({
    queryKey: radarEventKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/radar/events", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET one event (for lists of events by ID, e.g. with useRecordsByIds and radarEventKeys.detail). */
export function fetchRadarEvent(id: string, signal: AbortSignal) {
  return dataOf(api.GET("/v1/radar/events/{radar_event_id}", { params: { path: { radar_event_id: id } }, signal }));
}

export function useRadarEvent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: radarEventKeys.detail(id),
    queryFn: ({ signal }) => fetchRadarEvent(id, signal),
    enabled: enabled && id !== "",
  });
}

/** The API's largest page: an event's alerts beyond it are not shown (one alert per impacted vendor). */
const EVENT_ALERTS_LIMIT = 200;

/**
 * Every alert of the event in each state: the list hides dismissed alerts unless asked, so the
 * active (suppressed included) and the dismissed ones are two calls; archived ones too when the
 * event is archived (archiving it archives them).
 */
export function useEventAlerts(eventId: string, { archived }: { archived: boolean }) {
  return useQuery({
    queryKey: [...radarEventKeys.alerts(eventId), archived],
    queryFn: async ({ signal }) => {
      const page = (isDismissed: boolean) =>
        dataOf(
          api.GET("/v1/radar/alerts", {
            params: {
              query: {
                event_id: eventId,
                is_dismissed: isDismissed,
                include_archived: archived || undefined,
                limit: EVENT_ALERTS_LIMIT,
              },
            },
            signal,
          }),
        );
      const [active, dismissed] = await Promise.all([page(false), page(true)]);
      return [...active.items, ...dismissed.items];
    },
  });
}

export function useCreateRadarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRadarEventInput) => dataOf(api.POST("/v1/radar/events", { body: input })),
    onSuccess: (created) => {
      queryClient.setQueryData(radarEventKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: radarEventKeys.lists });
    },
  });
}

export function useUpdateRadarEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateRadarEventInput) =>
      dataOf(api.PATCH("/v1/radar/events/{radar_event_id}", { params: { path: { radar_event_id: id } }, body: patch })),
    onSuccess: (saved) => {
      queryClient.setQueryData(radarEventKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: radarEventKeys.lists });
      // Archiving an event archives its alerts (and restoring restores them).
      void queryClient.invalidateQueries({ queryKey: radarEventKeys.alerts(id) });
    },
  });
}
