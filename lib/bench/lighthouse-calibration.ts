/**
 * Lighthouse's simulated mobile run slows the host's CPU by a constant 4×, which turns a high-end
 * desktop into the mid-tier phone its scores are calibrated for; on a slower host the same 4× emulates
 * a slower phone, and the score says more about the host than the page. Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") says to pick the multiplier from the host's
 * benchmark index and links a calculator by one of its maintainers; these are that calculator's anchor
 * points, between which the multiplier is linear: an index of 1533 is the default 4×, 1300 is 3×, 800
 * is 2×, 150 is 1×, and each further 233 above 1300 adds one (2000 is 6×).
 */
const ANCHORS: readonly (readonly [benchmarkIndex: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
const INDEX_PER_STEP_ABOVE = 233;

/** The CPU slowdown that makes a host of this benchmark index emulate Lighthouse's mid-tier phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  }
  const [lowestIndex, lowestMultiplier] = ANCHORS[0] as readonly [number, number];
  if (benchmarkIndex <= lowestIndex) {
    return lowestMultiplier;
  }
  const [highestIndex, highestMultiplier] = ANCHORS[ANCHORS.length - 1] as readonly [number, number];
  if (benchmarkIndex >= highestIndex) {
    return highestMultiplier + (benchmarkIndex - highestIndex) / INDEX_PER_STEP_ABOVE;
  }
  for (let i = 1; i < ANCHORS.length; i += 1) {
    const [index, multiplier] = ANCHORS[i] as readonly [number, number];
    const [previousIndex, previousMultiplier] = ANCHORS[i - 1] as readonly [number, number];
    if (benchmarkIndex <= index) {
      return (
        previousMultiplier +
        ((benchmarkIndex - previousIndex) / (index - previousIndex)) * (multiplier - previousMultiplier)
      );
    }
  }
  return highestMultiplier;
}
