import { inArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { RunTier } from "@/lib/contract/zero-touch";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { userOfOrg } from "@/lib/modules/users";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import { loadConfig } from "./config";
import type { RunProfile, RunResult } from "./result-types";
import { findRunInOrg, runSummary, summaryColumns } from "./run-rows";
import { scoreExistingRun } from "./score";
import { coverageVerdict, shortfallReason } from "./scoring/coverage";
import { type ZeroTouchRunRow, zeroTouchRuns } from "./tables";

/**
 * The result as the API shows it, judged under the organization's minimum coverage as it is now:
 * an insufficiently covered run's tier is `insufficient_evidence`. The internal fingerprint is left out.
 */
export function publicResult(result: RunResult, profile: RunProfile | null, minimumCoverage: number) {
  const { controls_fingerprint: _fingerprint, ...rest } = result;
  const coverage = result.coverage
    ? coverageVerdict(minimumCoverage, result.composite_score, result.coverage.percent, result.coverage)
    : null;
  const insufficient = coverage ? !coverage.is_sufficient : result.composite_score === null;
  const shownProfile: (Omit<RunProfile, "risk_tier"> & { risk_tier: RunTier }) | null =
    profile && insufficient
      ? {
          ...profile,
          risk_tier: "insufficient_evidence",
          risk_tier_reasoning: coverage?.reason ?? shortfallReason(minimumCoverage, result.composite_score, null),
          risk_tier_detailed_reasoning: `Insufficient evidence to rank this vendor. ${profile.risk_tier_detailed_reasoning}`,
        }
      : profile;
  return { ...rest, coverage, controls: result.controls ?? [], profile: shownProfile };
}

/**
 * The run with its whole result. A finished run shows its snapshot; an unfinished one is scored on
 * the fly from current inputs (offline, nothing written, nothing pushed).
 */
export async function runView(q: Queryable, row: ZeroTouchRunRow) {
  const [vendorNames, config, assignee] = await Promise.all([
    vendorNamesInOrg(q, row.orgId, [row.vendorId]),
    loadConfig(q, row.orgId),
    row.escalatedToUserId ? userOfOrg(q, row.orgId, row.escalatedToUserId) : null,
  ]);
  let result: ReturnType<typeof publicResult>;
  if (row.result) {
    result = publicResult(row.result, row.profile, config.minimum_coverage);
  } else {
    const live = await scoreExistingRun(q, row, { mode: "offline", keepControls: false });
    live.result.push_skipped_reason = "Scored on read: the configured push happens when the run completes.";
    live.result.risk_tier_push_skipped_reason = live.result.push_skipped_reason;
    result = publicResult(live.result, live.profile, config.minimum_coverage);
  }
  return {
    id: row.assessmentId,
    vendor_id: row.vendorId,
    vendor_name: vendorNames.get(row.vendorId) ?? "",
    status: row.status,
    status_reason: row.statusReason,
    review_status: row.reviewStatus,
    is_archived: row.isArchived,
    created_at: toUnixSeconds(row.createdAt) ?? 0,
    started_at: toUnixSeconds(row.startedAt),
    completed_at: toUnixSeconds(row.completedAt),
    previous_run_id: row.previousRunId,
    escalated_to:
      row.reviewStatus === "escalated" && row.escalatedToUserId
        ? { id: row.escalatedToUserId, name: assignee?.name ?? "Former user" }
        : null,
    result,
  };
}

export async function getRun(ctx: ServiceContext, assessmentId: string) {
  return runView(ctx.tx, await findRunInOrg(ctx.tx, ctx.orgId, assessmentId));
}

/** Summaries of the given runs (unknown or foreign IDs left out), for bulk progress. */
export async function runSummaries(ctx: ServiceContext, ids: string[]) {
  const rows = await ctx.tx
    .select(summaryColumns)
    .from(zeroTouchRuns)
    .where(inOrg(zeroTouchRuns, ctx.orgId, inArray(zeroTouchRuns.assessmentId, [...new Set(ids)])));
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.assessmentId) ?? 0) - (order.get(b.assessmentId) ?? 0));
  return { items: rows.map(runSummary) };
}
