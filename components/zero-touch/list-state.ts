import type { ReviewStatus, RiskTier, RunStatus } from "@/lib/contract/zero-touch";
import { reviewStatuses, riskTiers, runStatuses } from "@/lib/contract/zero-touch";
import type { LeaderboardQuery } from "@/lib/web/hooks/zero-touch";
import { anyFilterSet, clearedFilterKeys, readFilterKeys } from "@/lib/web/list-filters";

/** URL keys of the leaderboard's filters: `q` (search by vendor name), `tier`, `status`, `review`. */
export const LEADERBOARD_FILTER_KEYS = ["q", "tier", "status", "review"] as const;
export type LeaderboardUrlFilters = Record<(typeof LEADERBOARD_FILTER_KEYS)[number], string>;

export const readLeaderboardFilters = (params: Record<string, string>): LeaderboardUrlFilters =>
  readFilterKeys(LEADERBOARD_FILTER_KEYS, params);
export const hasLeaderboardFilters = (filters: LeaderboardUrlFilters) => anyFilterSet(LEADERBOARD_FILTER_KEYS, filters);
export const clearedLeaderboardFilters = () => clearedFilterKeys(LEADERBOARD_FILTER_KEYS);

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/** The API query for the URL's filters; an unknown value filters nothing. */
export function toLeaderboardQuery(
  filters: LeaderboardUrlFilters,
  page: { limit: number; offset: number },
): LeaderboardQuery {
  return {
    search: filters.q || undefined,
    tier: oneOf<RiskTier>(riskTiers, filters.tier),
    status: oneOf<RunStatus>(runStatuses, filters.status),
    review_status: oneOf<ReviewStatus>(reviewStatuses, filters.review),
    limit: page.limit,
    offset: page.offset,
  };
}
