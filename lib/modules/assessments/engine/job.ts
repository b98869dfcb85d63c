import { db, type Queryable } from "@/lib/db/client";
import { defineJob, enqueueJob, enqueueJobs, exponentialBackoff, otherRunningJobs } from "@/lib/jobs";
import { advanceAssessment, failAssessment } from "./advance";

const TYPE = "assessments.advance";
const MAX_ATTEMPTS = 5;
const DEFER_MS = 2_000;

/**
 * Whether another running engine job has this assessment and wins the tie (smaller job ID): then
 * this one steps aside, so two workers never evaluate (and pay a model for) the same controls.
 */
async function anotherJobAdvances(assessmentId: string, jobId: string): Promise<boolean> {
  const running = await otherRunningJobs(db(), {
    type: TYPE,
    key: "assessment_id",
    value: assessmentId,
    exceptJobId: jobId,
  });
  return running.some((id) => id < jobId);
}

/**
 * Moves one assessment as far as it can go now. An error is retried with backoff (a model that
 * timed out, a crashed worker); after the last attempt the assessment fails with the reason.
 */
export const advanceAssessmentJob = defineJob<{ assessment_id: string }>({
  type: TYPE,
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: exponentialBackoff(5, 300),
  async handle(payload, context) {
    if (!context.orgId) {
      return;
    }
    const { orgId } = context;
    const stepAside = () => anotherJobAdvances(payload.assessment_id, context.jobId);
    try {
      if ((await stepAside()) || (await advanceAssessment(orgId, payload.assessment_id, stepAside)) === "yielded") {
        // Runs again once the other is likely done, to pick up whatever woke this one.
        const runAt = new Date(Date.now() + DEFER_MS);
        await enqueueJob(db(), advanceAssessmentJob, payload, { orgId, runAt });
      }
    } catch (error) {
      if (context.attempt < MAX_ATTEMPTS) {
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      await failAssessment(orgId, payload.assessment_id, `The analysis stopped: ${reason}`.slice(0, 1000));
    }
  },
});

/** Queues the engine for these assessments (one insert); it does nothing for those not waiting on it. */
export async function wakeEngine(q: Queryable, orgId: string, assessmentIds: readonly string[]): Promise<void> {
  await enqueueJobs(
    q,
    advanceAssessmentJob,
    [...new Set(assessmentIds)].map((id) => ({ assessment_id: id })),
    { orgId },
  );
}
