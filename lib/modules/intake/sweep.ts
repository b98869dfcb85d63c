import { and, inArray, lt, not, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { defineScheduledJob, unfinishedJobExists } from "@/lib/jobs";
import { answerSessionJob, finishSession } from "./answer-job";
import { intakeSessions } from "./tables";

/** A session untouched this long, with no answering job queued or running, has lost its job. */
const STALLED_AFTER_SECONDS = 120;
const BATCH = 100;

export const STALLED_REASON =
  "The answering job ended before this question was answered (it was retried and then gave up). Answer it yourself.";

/**
 * Closes sessions whose answering job is gone: the worker lost its lease after the last attempt, or
 * the job was removed. Their pending answers fail with the reason; no session stays processing forever.
 */
export async function sweepStalledSessions(): Promise<number> {
  const stalled = await db()
    .select({ id: intakeSessions.id, orgId: intakeSessions.orgId })
    .from(intakeSessions)
    .where(
      and(
        inArray(intakeSessions.status, ["pending", "processing"]),
        lt(intakeSessions.updatedAt, sql`now() - make_interval(secs => ${STALLED_AFTER_SECONDS})`),
        not(unfinishedJobExists(answerSessionJob.type, "session_id", intakeSessions.id)),
      ),
    )
    .limit(BATCH);
  for (const session of stalled) {
    await finishSession(session.orgId, session.id, STALLED_REASON);
  }
  return stalled.length;
}

export const { job: sweepStalledSessionsJob, schedule: sweepStalledSessionsSchedule } = defineScheduledJob<
  Record<string, never>
>({
  type: "intake.sweep_stalled",
  everySeconds: 60,
  maxAttempts: 1,
  retryDelaySeconds: () => 60,
  async handle() {
    await sweepStalledSessions();
  },
});
