import { isSufficientlyCovered } from "@/lib/contract/zero-touch";
import type { RunCoverage } from "../result-types";

/** Why a run is not ranked on its composite: nothing scored, or too little of the weight had data. */
export function shortfallReason(minimum: number, composite: number | null, percent: number | null): string {
  return composite === null
    ? "No component had data: there is nothing to rank."
    : `Only ${percent ?? 0}% of the configured weight had data; ranking needs ${minimum}%.`;
}

/**
 * Whether a run's coverage is enough under a minimum, and why not. Computed at scoring and again on
 * every read, since the organization's minimum may have changed since.
 */
export function coverageVerdict(
  minimum: number,
  composite: number | null,
  percent: number,
  rest: Pick<RunCoverage, "components">,
): RunCoverage {
  const isSufficient = isSufficientlyCovered(minimum, { composite_score: composite, coverage: percent });
  const reason = isSufficient ? null : shortfallReason(minimum, composite, percent);
  return { percent, minimum_percent: minimum, is_sufficient: isSufficient, reason, components: rest.components };
}
