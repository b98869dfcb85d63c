import type { BadgeVariant } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select";
import type { ComponentKey, LeaderboardSort, ReviewStatus, RunStatus, RunTier } from "@/lib/contract/zero-touch";

// How every zero touch view names and colours the API's values. Each table lists every value of its
// type, so the leaderboard reads the values it accepts from them and, with type imports only, does not
// load lib/contract/zero-touch.ts (the scoring arithmetic); labels.test.ts keeps them equal to it.

/** The components in the order every view lists them (lib/contract's componentLabels). */
export const COMPONENT_LABELS: Record<ComponentKey, string> = {
  controls: "Controls",
  financial_health: "Financial health",
  security: "Security",
  registration: "Registration",
  people: "People",
};

/** A label table's values, in its order. */
export const valuesOf = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as K[];

/** A run's tier: a risk tier, or insufficient evidence when too little of the weight had data to rank it. */
export const TIER_LABELS: Record<RunTier, string> = {
  critical: "Critical",
  high: "High",
  moderate: "Moderate",
  low: "Low",
  minimal: "Minimal",
  insufficient_evidence: "Insufficient evidence",
};

export const TIER_VARIANTS: Record<RunTier, BadgeVariant> = {
  critical: "danger",
  high: "danger",
  moderate: "warning",
  low: "info",
  minimal: "success",
  insufficient_evidence: "neutral",
};

/** A run's status, and "not assessed" for a vendor the leaderboard lists without a run. */
export const RUN_STATUS_LABELS: Record<RunStatus | "not_assessed", string> = {
  queued: "Queued",
  running: "Running",
  complete: "Complete",
  failed: "Failed",
  not_assessed: "Not assessed",
};

export const RUN_STATUS_VARIANTS: Record<RunStatus | "not_assessed", BadgeVariant> = {
  queued: "neutral",
  running: "info",
  complete: "success",
  failed: "danger",
  not_assessed: "neutral",
};

export const SORT_LABELS: Record<LeaderboardSort, string> = {
  healthiest: "Healthiest first",
  riskiest: "Riskiest first",
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

/** A coverage percent with one decimal at most: "72%", "72.5%"; "—" when not scored. */
export function formatPercent(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? "—" : `${Math.round(percent * 10) / 10}%`;
}

/** The run page of a zero touch run. */
export const runHref = (runId: string) => `/zero-touch/runs/${encodeURIComponent(runId)}`;
