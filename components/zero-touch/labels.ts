import type { BadgeVariant } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select";
import type { ReviewStatus, RiskTier, RunStatus } from "@/lib/contract/zero-touch";

// How every zero touch view names and colours the API's values.

export const TIER_LABELS: Record<RiskTier, string> = {
  critical: "Critical",
  high: "High",
  moderate: "Moderate",
  low: "Low",
  minimal: "Minimal",
};

export const TIER_VARIANTS: Record<RiskTier, BadgeVariant> = {
  critical: "danger",
  high: "danger",
  moderate: "warning",
  low: "info",
  minimal: "success",
};

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  queued: "Queued",
  running: "Running",
  complete: "Complete",
  failed: "Failed",
};

export const RUN_STATUS_VARIANTS: Record<RunStatus, BadgeVariant> = {
  queued: "neutral",
  running: "info",
  complete: "success",
  failed: "danger",
};

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  unreviewed: "Unreviewed",
  approved: "Approved",
  escalated: "Escalated",
  archived: "Archived",
};

export const REVIEW_STATUS_VARIANTS: Record<ReviewStatus, BadgeVariant> = {
  unreviewed: "neutral",
  approved: "success",
  escalated: "warning",
  archived: "neutral",
};

/** A filter's options from a label table, in its order (the filter's placeholder stands for "any"). */
export function optionsOf<K extends string>(labels: Record<K, string>): SelectOption[] {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
}

/** A 0–100 score with one decimal at most: 72.5, 80; "—" when not scored. */
export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? "—" : String(Math.round(score * 10) / 10);
}

/** The run page of a zero touch run. */
export const runHref = (runId: string) => `/zero-touch/runs/${encodeURIComponent(runId)}`;
