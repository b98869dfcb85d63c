import type { BadgeVariant } from "@/components/ui/badge";
import type { ScoreTarget } from "@/lib/contract/zero-touch";
import type { ControlVerdict, FindingSeverity, SourceKind, Standing } from "@/lib/web/hooks/zero-touch";
import { formatScore } from "./labels";

// The run and configuration pages' own labels, apart from the leaderboard's (./labels).

export const SCORE_TARGET_LABELS: Record<ScoreTarget, string> = {
  none: "None (keep the score on the run)",
  vendor_inherent: "Vendor inherent risk",
  vendor_residual: "Vendor residual risk",
  service_inherent: "Service inherent risk",
  service_residual: "Service residual risk",
};

export const STANDING_LABELS: Record<Standing, string> = {
  adverse: "Adverse",
  watch: "Watch",
  clear: "Clear",
  not_screened: "Not screened",
};

export const STANDING_VARIANTS: Record<Standing, BadgeVariant> = {
  adverse: "danger",
  watch: "warning",
  clear: "success",
  not_screened: "neutral",
};

export const SEVERITY_LABELS: Record<FindingSeverity, string> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};

export const SEVERITY_VARIANTS: Record<FindingSeverity, BadgeVariant> = {
  critical: "danger",
  high: "danger",
  medium: "warning",
  low: "info",
};

export const SEVERITY_ORDER: readonly FindingSeverity[] = ["critical", "high", "medium", "low"];

export const SOURCE_KINDS: readonly { kind: SourceKind; label: string; none: string }[] = [
  { kind: "web", label: "Web", none: "No web sources were consulted." },
  { kind: "registry", label: "Registries", none: "No company registry was consulted." },
  { kind: "infrastructure", label: "Infrastructure", none: "No infrastructure scan was used." },
  { kind: "document", label: "Documents", none: "No documents were used." },
];

/** A 0–1 share as a whole percentage: 0.4 → "40%". */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Points an input moved a score by: "+12", "−8" (a real minus sign), "±0". */
export function formatEffect(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) {
    return "±0";
  }
  return rounded > 0 ? `+${rounded}` : `\u2212${Math.abs(rounded)}`;
}

/** "72.5 → 80", "— → 64". */
export function formatScoreChange(before: number | null, after: number | null): string {
  return `${formatScore(before)} → ${formatScore(after)}`;
}

export const VERDICT_LABELS: Record<ControlVerdict, string> = {
  met: "Met",
  partially_met: "Partially met",
  not_met: "Not met",
  no_evidence: "No evidence",
};

export const VERDICT_VARIANTS: Record<ControlVerdict, BadgeVariant> = {
  met: "success",
  partially_met: "warning",
  not_met: "danger",
  no_evidence: "neutral",
};

/** The verdicts in the order the controls section counts and filters them. */
export const VERDICT_ORDER: readonly ControlVerdict[] = ["met", "partially_met", "not_met", "no_evidence"];

/** A verdict key as its label ("no_evidence" → "No evidence"); another value as it is, "—" for none. */
export function verdictLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") {
    return "—";
  }
  return (VERDICT_LABELS as Record<string, string | undefined>)[value] ?? value;
}

/** "ZT-14 Multi-Factor Authentication for Customer Accounts". */
export const controlName = (control: { ref: string; title: string }) =>
  [control.ref, control.title].filter(Boolean).join(" ");
