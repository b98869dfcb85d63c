import type { Queryable } from "@/lib/db/client";
import { defineJob, enqueueJob, exponentialBackoff } from "@/lib/jobs/queue";
import { advanceAssessment, failAssessment } from "./advance";

const MAX_ATTEMPTS = 5;

/**
 * Moves one assessment as far as it can go now. An error is retried with backoff (a model that
 * timed out, a crashed worker); after the last attempt the assessment fails with the reason.
 */
export const advanceAssessmentJob = defineJob<{ assessment_id: string }>({
  type: "assessments.advance",
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: exponentialBackoff(5, 300),
  async handle(payload, context) {
    if (!context.orgId) {
      return;
    }
    try {
      await advanceAssessment(context.orgId, payload.assessment_id);
    } catch (error) {
      if (context.attempt < MAX_ATTEMPTS) {
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      await failAssessment(context.orgId, payload.assessment_id, `The analysis stopped: ${reason}`.slice(0, 1000));
    }
  },
});

/** Queues the engine for these assessments; it does nothing for those not waiting on it. */
export async function wakeEngine(q: Queryable, orgId: string, assessmentIds: readonly string[]): Promise<void> {
  for (const id of new Set(assessmentIds)) {
    await enqueueJob(q, advanceAssessmentJob, { assessment_id: id }, { orgId });
  }
}
