import { and, eq, isNull, lt, or } from "drizzle-orm";
import { betweenBatches } from "@/lib/db/batches";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineScheduledJob, wakeWorkers } from "@/lib/jobs";
import { radarSources } from "@/lib/modules/radar";
import { dropPastDailyItems } from "./daily-items";
import { queueScheduledPoll } from "./poll-request";
import { FEED_KIND } from "./sources";

/** A feed is polled about this often (the schedule looks for due feeds every 5 minutes). */
export const POLL_INTERVAL_SECONDS = 15 * 60;
const SCHEDULE_SECONDS = 5 * 60;
/** A feed polled this long ago counts as due, so one polled just after a slot began is not skipped a round. */
const DUE_SLACK_SECONDS = 60;

/**
 * Finds the enabled, non-archived feed sources not polled within the interval and queues a poll of
 * each, unless its latest poll has not finished. Run by the schedule for every organization, or,
 * enqueued with an organization, for that organization only. Answers the polls queued.
 */
export async function enqueueDuePolls(orgId: string | null, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - (POLL_INTERVAL_SECONDS - DUE_SLACK_SECONDS) * 1000);
  const due = and(
    eq(radarSources.kind, FEED_KIND),
    eq(radarSources.enabled, true),
    eq(radarSources.isArchived, false),
    or(isNull(radarSources.lastPolledAt), lt(radarSources.lastPolledAt, dueBefore)),
  );
  const sources = await db()
    .select({ id: radarSources.id, orgId: radarSources.orgId })
    .from(radarSources)
    .where(orgId ? inOrg(radarSources, orgId, due) : due);
  let queued = 0;
  // One short transaction per source: its row is locked while its poll is queued.
  for (const source of sources) {
    await betweenBatches();
    if (await db().transaction((tx) => queueScheduledPoll(tx, source.orgId, source.id))) {
      queued += 1;
    }
  }
  wakeWorkers();
  await dropPastDailyItems(orgId, now);
  return queued;
}

export const { job: pollDueFeedsJob, schedule: pollDueFeedsSchedule } = defineScheduledJob({
  type: "radar-feeds.poll_due",
  everySeconds: SCHEDULE_SECONDS,
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  handle: async (_payload, context) => {
    await enqueueDuePolls(context.orgId);
  },
});
