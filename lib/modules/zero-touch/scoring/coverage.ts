import { isSufficientlyCovered } from "@/lib/contract/zero-touch";
import type { RunCoverage } from "../result-types";

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
  const reason = isSufficient
    ? null
    : composite === null
      ? "No component had data: there is nothing to rank."
      : `Only ${percent}% of the configured weight had data; ranking needs ${minimum}%.`;
  return { percent, minimum_percent: minimum, is_sufficient: isSufficient, reason, components: rest.components };
}
