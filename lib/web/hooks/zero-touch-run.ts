"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import {
  type AuditPage,
  isRunSettled,
  POLL_MS,
  runPath,
  ZERO_TOUCH_PAGE_MAX,
  type ZeroTouchRun,
  zeroTouchKeys,
} from "./zero-touch";

// The run page's queries, apart from the leaderboard's (./zero-touch).

/** One run, polled every second while it is queued or running. */
export function useZeroTouchRun(id: string) {
  return useQuery({
    queryKey: zeroTouchKeys.run(id),
    queryFn: ({ signal }) => apiFetch<ZeroTouchRun>(runPath(id), { signal }),
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
      apiFetch<AuditPage>(`${runPath(id)}/audit?limit=${ZERO_TOUCH_PAGE_MAX}&offset=0`, { signal }),
  });
}
