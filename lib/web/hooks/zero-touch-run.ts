"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { isRunSettled, POLL_MS, ZERO_TOUCH_PAGE_MAX, zeroTouchKeys } from "./zero-touch";

// The run page's queries, apart from the leaderboard's (./zero-touch).

/** One run, polled every second while it is queued or running. */
export function useZeroTouchRun(id: string) {
  return useQuery({
    queryKey: zeroTouchKeys.run(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/zero_touch_assessment/{assessment_id}", { params: { path: { assessment_id: id } }, signal })),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status && !isRunSettled(status) && !current.state.error ? POLL_MS : false;
    },
  });
}

/** The run's audit trail, oldest first (its first 200 entries). */
export function useRunAudit(id: string) {
  return useQuery({
    queryKey: zeroTouchKeys.audit(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/zero_touch_assessment/{assessment_id}/audit", {
          params: { path: { assessment_id: id }, query: { limit: ZERO_TOUCH_PAGE_MAX, offset: 0 } },
          signal,
        }),
      ),
  });
}
