"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api-client";

/** Alerts by severity (GET /v1/radar/alert_counts), as the triage inbox counts its default view. */
export interface AlertCounts {
  total: number;
  by_severity: Record<"high" | "medium" | "low" | "informational", number>;
}

/** The open alerts the inbox shows by default: alerting (not suppressed), not dismissed. */
export function useOpenAlertCounts() {
  return useQuery({
    queryKey: ["radar-alerts", "counts", { should_alert: true }],
    queryFn: ({ signal }) => apiFetch<AlertCounts>("/radar/alert_counts?should_alert=true", { signal }),
  });
}

/** Bank account changes waiting for a decision (the bank reviews queue's default). */
export function usePendingBankReviewCount() {
  return useQuery({
    queryKey: ["bank-reviews", "count", "pending"],
    queryFn: ({ signal }) => apiFetch<{ total: number }>("/bank_reviews?status=pending&limit=1&offset=0", { signal }),
    select: (page) => page.total,
  });
}

/** Finished zero touch runs nobody has reviewed yet. */
export function useUnreviewedRunCount() {
  return useQuery({
    queryKey: ["zero-touch", "count", "unreviewed"],
    queryFn: ({ signal }) =>
      apiFetch<{ total: number }>(
        "/zero_touch_assessment/leaderboard?status=complete&review_status=unreviewed&limit=1&offset=0",
        { signal },
      ),
    select: (page) => page.total,
  });
}
