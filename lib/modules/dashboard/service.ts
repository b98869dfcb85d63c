import type { ServiceContext } from "@/lib/api/context";
import {
  assessmentCountsByScoreBand,
  assessmentCountsByStatus,
  assessmentScoreStats,
  assessmentStatuses,
  shownAssessments,
} from "@/lib/modules/assessments";
import { openFindingCountsByAge } from "@/lib/modules/findings";
import { riskLevelsOf } from "@/lib/modules/taxonomy";
import { vendorCountsByInherentRiskLevel, vendorCountsByTier } from "@/lib/modules/vendors";
import type { RiskOverview } from "./schemas";

/** The assessment status values, in lifecycle order. */
export const ASSESSMENT_STATUSES = assessmentStatuses;

export const AGE_BUCKETS = [
  { label: "0–30 days", min_days: 0, max_days: 30 },
  { label: "31–90 days", min_days: 31, max_days: 90 },
  { label: "91–180 days", min_days: 91, max_days: 180 },
  { label: "Over 180 days", min_days: 181, max_days: null },
] as const;

const SCORE_BANDS = 5;

export async function riskOverview(ctx: ServiceContext): Promise<RiskOverview> {
  const q = ctx.tx;
  // The upper bounds of the age buckets but the last, which takes every older finding.
  const maxDaysOfBuckets = AGE_BUCKETS.flatMap((bucket) => (bucket.max_days === null ? [] : [bucket.max_days]));

  // Zero touch runs are assessments too, left out while the module is off.
  const shown = await shownAssessments(q, ctx.orgId);
  const [levels, byLevel, byTier, byStatus, byBand, scoreStats, byAge] = await Promise.all([
    riskLevelsOf(q, ctx.orgId),
    vendorCountsByInherentRiskLevel(q, ctx.orgId),
    vendorCountsByTier(q, ctx.orgId),
    assessmentCountsByStatus(q, ctx.orgId, shown),
    assessmentCountsByScoreBand(q, ctx.orgId, shown, SCORE_BANDS),
    assessmentScoreStats(q, ctx.orgId, shown),
    openFindingCountsByAge(q, ctx.orgId, maxDaysOfBuckets),
  ]);

  const levelCounts = new Map(byLevel.map((row) => [row.id, row.count]));
  const knownLevelIds = new Set(levels.map((level) => level.id));
  // A level ID that no longer resolves counts as not set.
  const unset = byLevel
    .filter((row) => row.id === null || !knownLevelIds.has(row.id))
    .reduce((sum, row) => sum + row.count, 0);
  const statusCounts = new Map(byStatus.map((row) => [row.status, row.count]));
  const bandCounts = new Map(byBand.map((row) => [Number(row.band), row.count]));
  const ageCounts = new Map(byAge.map((row) => [Number(row.bucket), row.count]));
  const vendorTotal = byLevel.reduce((sum, row) => sum + row.count, 0);
  const average = scoreStats[0]?.average;

  return {
    vendors: {
      total: vendorTotal,
      by_inherent_risk: [
        ...levels.map((level) => ({
          risk_level_id: level.id,
          name: level.name,
          count: levelCounts.get(level.id) ?? 0,
        })),
        { risk_level_id: null, name: "Not set", count: unset },
      ],
      by_tier: byTier.map((row) => ({ tier: row.tier, count: row.count })),
    },
    assessments: {
      total: byStatus.reduce((sum, row) => sum + row.count, 0),
      by_status: [
        ...ASSESSMENT_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
        // A status outside the spec's list (should not happen) is still counted, not dropped.
        ...byStatus
          .filter((row) => !(ASSESSMENT_STATUSES as readonly string[]).includes(row.status))
          .map((row) => ({ status: row.status, count: row.count })),
      ],
      score_distribution: Array.from({ length: SCORE_BANDS }, (_, index) => ({
        label: `${index * 20}–${(index + 1) * 20}%`,
        min: index / SCORE_BANDS,
        max: (index + 1) / SCORE_BANDS,
        count: bandCounts.get(index) ?? 0,
      })),
      scored: scoreStats[0]?.scored ?? 0,
      average_score: average === null || average === undefined ? null : Math.round(Number(average) * 10_000) / 10_000,
    },
    findings: {
      open_total: byAge.reduce((sum, row) => sum + row.count, 0),
      open_by_age: AGE_BUCKETS.map((bucket, index) => ({ ...bucket, count: ageCounts.get(index) ?? 0 })),
    },
    generated_at: Math.floor(Date.now() / 1000),
  };
}
