import { eq } from "drizzle-orm";
import type { ChangeContext } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { llmSettings } from "@/lib/llm/chat";
import { loadConfig } from "./config";
import { applyPushes } from "./push";
import type { RunProfile, RunResult } from "./result-types";
import { type ScoredRun, scoreRun } from "./scoring/score-run";
import { type ZeroTouchRunRow, zeroTouchRuns } from "./tables";

async function previousResult(q: Queryable, row: ZeroTouchRunRow) {
  if (!row.previousRunId) {
    return null;
  }
  const [previous] = await q
    .select({ id: zeroTouchRuns.assessmentId, result: zeroTouchRuns.result })
    .from(zeroTouchRuns)
    .where(inOrg(zeroTouchRuns, row.orgId, eq(zeroTouchRuns.assessmentId, row.previousRunId)));
  return previous?.result ? { id: previous.id, result: previous.result } : null;
}

/**
 * Scores a run against the vendor's current inputs. `keepControls` reuses the run's own controls
 * evaluations while the documents and controls are unchanged (rescore, correct); `mode` offline
 * keeps any model call out of an open transaction.
 */
export async function scoreExistingRun(
  q: Queryable,
  row: ZeroTouchRunRow,
  options: { mode: "configured" | "offline"; keepControls: boolean },
): Promise<ScoredRun> {
  const [config, previous] = await Promise.all([loadConfig(q, row.orgId), previousResult(q, row)]);
  return scoreRun(q, {
    orgId: row.orgId,
    vendorId: row.vendorId,
    controlSetIds: row.controlSetIds,
    config,
    // A model only when no transaction is held (the job's scoring); the offline engine otherwise.
    model: options.mode === "configured" ? llmSettings() : null,
    current: options.keepControls ? row.result : null,
    overrides: row.controlOverrides,
    previous,
  });
}

/**
 * Stores a scoring as the run's snapshot after applying the configured pushes, in the caller's
 * transaction (which holds the run's row lock). Returns the updated row.
 */
export async function storeScoring(
  ctx: ChangeContext,
  row: ZeroTouchRunRow,
  result: RunResult,
  profile: RunProfile | null,
  extra: Partial<typeof zeroTouchRuns.$inferInsert> = {},
): Promise<ZeroTouchRunRow> {
  const config = await loadConfig(ctx.tx, row.orgId);
  await applyPushes(ctx, row.vendorId, config, result, profile);
  const [updated] = await ctx.tx
    .update(zeroTouchRuns)
    .set({
      result,
      profile,
      compositeScore: result.composite_score,
      coveragePercent: result.coverage?.percent ?? null,
      evidenceSufficient: result.coverage?.is_sufficient ?? false,
      // The leaderboard shows a tier only for a scored run; the profile keeps its provisional one.
      riskTier: result.composite_score === null ? null : (profile?.risk_tier ?? null),
      componentScores: result.components.map(({ key, status, score, data_share }) => ({
        key,
        status,
        score,
        data_share,
      })),
      updatedAt: new Date(),
      ...extra,
    })
    .where(eq(zeroTouchRuns.assessmentId, row.assessmentId))
    .returning();
  if (!updated) {
    throw new Error(`zero touch run ${row.assessmentId} vanished while scoring`);
  }
  return updated;
}
