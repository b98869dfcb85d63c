import { describe, expect, it } from "vitest";
import { groupStarts, readLeaderboardFilters, readLeaderboardSort, toLeaderboardQuery } from "./list-state";

const ranked = { status: "complete" as const, is_sufficient: true };
const insufficient = { status: "complete" as const, is_sufficient: false };
const failed = { status: "failed" as const, is_sufficient: false };
const notAssessed = { status: "not_assessed" as const, is_sufficient: false };

describe("leaderboard groups", () => {
  it("heads each group where it starts, ranked ones only beside another group", () => {
    expect(groupStarts([ranked, ranked, insufficient, failed, notAssessed])).toEqual([
      "ranked",
      null,
      "insufficient",
      null,
      "not_assessed",
    ]);
    expect(groupStarts([ranked, ranked])).toEqual([null, null]);
    expect(groupStarts([insufficient, notAssessed, notAssessed])).toEqual(["insufficient", "not_assessed", null]);
    expect(groupStarts([])).toEqual([]);
  });
});

describe("leaderboard query", () => {
  it("keeps the order out of the filters, healthiest by default, and lists vendors not assessed", () => {
    const filters = readLeaderboardFilters({ q: " acme ", tier: "insufficient_evidence", status: "not_assessed" });
    expect(readLeaderboardSort(null)).toBe("healthiest");
    expect(readLeaderboardSort("nonsense")).toBe("healthiest");
    expect(readLeaderboardSort("riskiest")).toBe("riskiest");
    expect(toLeaderboardQuery(filters, { limit: 50, offset: 0 }, "riskiest")).toEqual({
      search: "acme",
      sort: "riskiest",
      include_not_assessed: true,
      tier: "insufficient_evidence",
      status: "not_assessed",
      review_status: undefined,
      limit: 50,
      offset: 0,
    });
    expect(toLeaderboardQuery(readLeaderboardFilters({ tier: "bogus" }), { limit: 25, offset: 25 })).toMatchObject({
      sort: undefined,
      tier: undefined,
      status: undefined,
    });
  });
});
