import type { ScoreTarget } from "@/lib/contract/zero-touch";
import { formatScore } from "./labels";

// The run and configuration pages' own labels, apart from the leaderboard's (./labels).

export const SCORE_TARGET_LABELS: Record<ScoreTarget, string> = {
  none: "None (keep the score on the run)",
  vendor_inherent: "Vendor inherent risk",
  vendor_residual: "Vendor residual risk",
  service_inherent: "Service inherent risk",
  service_residual: "Service residual risk",
};

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
