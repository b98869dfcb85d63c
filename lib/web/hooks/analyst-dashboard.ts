"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";

/** Alerts by severity (GET /v1/radar/alert_counts) the inbox shows by default: alerting (not suppressed), not dismissed. */
export function useOpenAlertCounts() {
  return useQuery({
    queryKey: ["radar-alerts", "counts", { should_alert: true }],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/radar/alert_counts", { params: { query: { should_alert: true } }, signal })),
  });
}

/** Bank account changes waiting for a decision (the bank reviews queue's default). */
export function usePendingBankReviewCount() {
  return useQuery({
    queryKey: ["bank-reviews", "count", "pending"],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/bank_reviews", { params: { query: { status: "pending", limit: 1, offset: 0 } }, signal })),
    select: (page) => page.total,
  });
}

/** Finished zero touch runs nobody has reviewed yet. */
export function useUnreviewedRunCount() {
  return useQuery({
    queryKey: ["zero-touch", "count", "unreviewed"],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/zero_touch_assessment/leaderboard", {
          params: { query: { status: "complete", review_status: "unreviewed", limit: 1, offset: 0 } },
          signal,
        }),
      ),
    select: (page) => page.total,
  });
}
