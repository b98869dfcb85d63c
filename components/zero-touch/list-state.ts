import type { LeaderboardSort, ReviewStatus, RunStatus, RunTier } from "@/lib/contract/zero-touch";
import type { LeaderboardQuery, LeaderboardRow } from "@/lib/web/hooks/zero-touch";
import { anyFilterSet, clearedFilterKeys, readFilterKeys } from "@/lib/web/list-filters";
import { REVIEW_STATUS_LABELS, RUN_STATUS_LABELS, SORT_LABELS, TIER_LABELS, valuesOf } from "./labels";

/** URL keys of the leaderboard's filters: `q` (search by vendor name), `tier`, `status`, `review`. */
export const LEADERBOARD_FILTER_KEYS = ["q", "tier", "status", "review"] as const;
export type LeaderboardUrlFilters = Record<(typeof LEADERBOARD_FILTER_KEYS)[number], string>;

export const readLeaderboardFilters = (params: Record<string, string>): LeaderboardUrlFilters =>
  readFilterKeys(LEADERBOARD_FILTER_KEYS, params);
export const hasLeaderboardFilters = (filters: LeaderboardUrlFilters) => anyFilterSet(LEADERBOARD_FILTER_KEYS, filters);
export const clearedLeaderboardFilters = () => clearedFilterKeys(LEADERBOARD_FILTER_KEYS);

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The URL's `sort` (not a filter: "Clear filters" keeps it): healthiest first unless it says riskiest.
 * The default is left out of the URL.
 */
export const readLeaderboardSort = (sort: string | null): LeaderboardSort =>
  oneOf<LeaderboardSort>(valuesOf(SORT_LABELS), sort ?? "") ?? "healthiest";

/**
 * The API query for the URL's filters and order; an unknown value filters nothing. Vendors without a
 * run are listed too (last), so they can be selected and run from here.
 */
export function toLeaderboardQuery(
  filters: LeaderboardUrlFilters,
  page: { limit: number; offset: number },
  sort: LeaderboardSort = "healthiest",
): LeaderboardQuery {
  return {
    search: filters.q || undefined,
    sort: sort === "healthiest" ? undefined : sort,
    include_not_assessed: true,
    tier: oneOf<RunTier>(valuesOf(TIER_LABELS), filters.tier),
    status: oneOf<RunStatus | "not_assessed">(valuesOf(RUN_STATUS_LABELS), filters.status),
    review_status: oneOf<ReviewStatus>(valuesOf(REVIEW_STATUS_LABELS), filters.review),
    limit: page.limit,
    offset: page.offset,
  };
}

/**
 * Where a leaderboard row stands: ranked on its composite, a run with too little evidence to rank
 * (listed after every ranked one, with its reason), or a vendor without a run (last).
 */
export type LeaderboardGroup = "ranked" | "insufficient" | "not_assessed";

export function groupOf(row: Pick<LeaderboardRow, "status" | "is_sufficient">): LeaderboardGroup {
  if (row.status === "not_assessed") {
    return "not_assessed";
  }
  return row.is_sufficient ? "ranked" : "insufficient";
}

/**
 * The group each row starts (null when it continues the one above): every group but the ranked one
 * gets a heading, and the ranked one too when the page shows another group (a page of ranked vendors
 * alone needs none).
 */
export function groupStarts(
  rows: readonly Pick<LeaderboardRow, "status" | "is_sufficient">[],
): (LeaderboardGroup | null)[] {
  const groups = rows.map(groupOf);
  const mixed = new Set(groups).size > 1;
  return groups.map((group, index) => {
    if (index > 0 && groups[index - 1] === group) {
      return null;
    }
    return group === "ranked" && !mixed ? null : group;
  });
}
