"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { isRunSettled, POLL_MS, ZERO_TOUCH_PAGE_MAX, zeroTouchKeys } from "./zero-touch";

// A bulk launch's progress, loaded with the launch (not with the leaderboard).

/**
 * The runs' summaries, polled every second until each one is complete or failed (unknown IDs are
 * left out by the API); asked 200 at a time.
 */
export function useRunSummaries(ids: readonly string[]) {
  return useQuery({
    queryKey: zeroTouchKeys.summaries(ids),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        chunked(ids, ZERO_TOUCH_PAGE_MAX).map((chunk) =>
          dataOf(api.POST("/v1/zero_touch_assessment/summaries", { body: { ids: chunk }, signal })),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
    enabled: ids.length > 0,
    refetchInterval: (current) => {
      const items = current.state.data;
      const settled =
        items !== undefined && items.length >= ids.length && items.every((run) => isRunSettled(run.status));
      return settled ? false : POLL_MS;
    },
  });
}

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
