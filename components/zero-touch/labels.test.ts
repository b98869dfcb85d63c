import { describe, expect, it } from "vitest";
import {
  componentKeys,
  componentLabels,
  leaderboardSorts,
  reviewStatuses,
  runStatuses,
  runTiers,
} from "@/lib/contract/zero-touch";
import {
  COMPONENT_LABELS,
  formatPercent,
  REVIEW_STATUS_LABELS,
  RUN_STATUS_LABELS,
  SORT_LABELS,
  TIER_LABELS,
  valuesOf,
} from "./labels";

describe("zero touch labels", () => {
  it("name every value of the contract, in its order (the leaderboard reads its values from them)", () => {
    expect(COMPONENT_LABELS).toEqual(componentLabels);
    expect(valuesOf(COMPONENT_LABELS)).toEqual([...componentKeys]);
    expect(valuesOf(TIER_LABELS)).toEqual([...runTiers]);
    expect(valuesOf(RUN_STATUS_LABELS)).toEqual([...runStatuses, "not_assessed"]);
    expect(valuesOf(REVIEW_STATUS_LABELS)).toEqual([...reviewStatuses]);
    expect(valuesOf(SORT_LABELS)).toEqual([...leaderboardSorts]);
  });

  it("writes coverage with one decimal at most", () => {
    expect(formatPercent(72)).toBe("72%");
    expect(formatPercent(72.46)).toBe("72.5%");
    expect(formatPercent(null)).toBe("—");
  });
});
