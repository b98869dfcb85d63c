import { availableParallelism } from "node:os";
import { eq } from "drizzle-orm";
import { systemActor } from "@/lib/audit/changes";
import { db, type Queryable } from "@/lib/db/client";
import { defineJob, enqueueJob, exponentialBackoff } from "@/lib/jobs";
import { moveAssessmentBySystem } from "@/lib/modules/assessments";
import { findRunInOrg } from "./run-rows";
import { scoreExistingRun, storeScoring } from "./score";
import type { ScoredRun } from "./scoring/score-run";
import { zeroTouchRuns } from "./tables";

const MAX_ATTEMPTS = 3;

/**
 * Runs one worker process takes at once: one per core but one, at most 4 (the controls pool's
 * threads). A run is CPU from end to end (its queries, the matching on the pool, the snapshot), so
 * more at once finish no sooner and only crowd the webhook deliveries and requests beside them: on
 * 2 cores, one at a time completed a bulk of 200 as fast as four did, and halved the deliveries'
 * p99 meanwhile (lib/bench/zero-touch-bench.ts, docs/performance.md).
 */
const RUNS_AT_ONCE = Math.max(1, Math.min(4, availableParallelism() - 1));

/** queued → running, with the assessment; false when the run already ended. */
async function markRunning(q: Queryable, orgId: string, assessmentId: string): Promise<boolean> {
  const run = await findRunInOrg(q, orgId, assessmentId, "update");
  if (run.status === "complete" || run.status === "failed") {
    return false;
  }
  if (run.status === "queued") {
    await q
      .update(zeroTouchRuns)
      .set({ status: "running", startedAt: new Date(), updatedAt: new Date() })
      .where(eq(zeroTouchRuns.assessmentId, assessmentId));
    await moveAssessmentBySystem(q, orgId, assessmentId, "analyzing_questionnaire", { initiatedAt: new Date() });
  }
  return true;
}

/** Stores the scoring as the finished run's snapshot (pushes applied) and moves the assessment to review. */
async function complete(q: Queryable, orgId: string, assessmentId: string, scored: ScoredRun): Promise<void> {
  const locked = await findRunInOrg(q, orgId, assessmentId, "update");
  if (locked.status !== "running") {
    return;
  }
  await storeScoring({ tx: q, orgId, actor: systemActor }, locked, scored.result, scored.profile, {
    status: "complete",
    completedAt: new Date(),
    statusReason: null,
  });
  const composite = scored.result.composite_score;
  await moveAssessmentBySystem(q, orgId, assessmentId, "review_evals", {
    scorePercent: composite === null ? null : Math.round(composite * 100) / 10_000,
  });
}

/** Scores outside any transaction (a model may answer slowly), then stores the snapshot under the row lock. */
async function score(orgId: string, assessmentId: string): Promise<void> {
  const run = await findRunInOrg(db(), orgId, assessmentId);
  const scored = await scoreExistingRun(db(), run, { mode: "configured", keepControls: false });
  await db().transaction((tx) => complete(tx, orgId, assessmentId, scored));
}

/**
 * A run finished offline by its launcher rather than by the job: sample data finishes its runs this
 * way at signup. `start` marks it running in the caller's transaction (the launch's, so the job,
 * finding it running, leaves it alone); `finish` scores it outside any transaction and stores the
 * snapshot in a short one of its own.
 */
export const offlineRun = {
  start: (q: Queryable, orgId: string, assessmentId: string) => markRunning(q, orgId, assessmentId),
  async finish(orgId: string, assessmentId: string): Promise<void> {
    const run = await findRunInOrg(db(), orgId, assessmentId);
    const scored = await scoreExistingRun(db(), run, { mode: "offline", keepControls: false });
    await db().transaction((tx) => complete(tx, orgId, assessmentId, scored));
  },
};

export async function failRun(orgId: string, assessmentId: string, reason: string): Promise<void> {
  await db().transaction(async (tx) => {
    const run = await findRunInOrg(tx, orgId, assessmentId, "update");
    if (run.status === "complete" || run.status === "failed") {
      return;
    }
    await tx
      .update(zeroTouchRuns)
      .set({ status: "failed", statusReason: reason, completedAt: new Date(), updatedAt: new Date() })
      .where(eq(zeroTouchRuns.assessmentId, assessmentId));
    await moveAssessmentBySystem(tx, orgId, assessmentId, "failed", { statusReason: reason });
  });
}

/** queued → running → complete; after the last failed attempt, failed with the reason. */
export const zeroTouchRunJob = defineJob<{ assessment_id: string }>({
  type: "zero_touch.run",
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: exponentialBackoff(5, 120),
  maxConcurrent: RUNS_AT_ONCE,
  // CPU-heavy and never urgent: a deployment with background workers keeps runs off the others.
  lane: "background",
  async handle(payload, context) {
    if (!context.orgId) {
      return;
    }
    try {
      const { orgId } = context;
      if (await db().transaction((tx) => markRunning(tx, orgId, payload.assessment_id))) {
        await score(context.orgId, payload.assessment_id);
      }
    } catch (error) {
      if (context.attempt < MAX_ATTEMPTS) {
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      await failRun(context.orgId, payload.assessment_id, `The run stopped: ${reason}`.slice(0, 1000));
    }
  },
});

export const enqueueRun = (q: Queryable, orgId: string, assessmentId: string) =>
  enqueueJob(q, zeroTouchRunJob, { assessment_id: assessmentId }, { orgId });
