import { and, eq, isNull, lt, or } from "drizzle-orm";
import { systemActor } from "@/lib/audit/changes";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, enqueueJob } from "@/lib/jobs/queue";
import type { Schedule } from "@/lib/jobs/schedules";
import { wakeWorkers } from "@/lib/jobs/wake";
import { radarSources } from "@/lib/modules/radar/tables";
import { pollFeedSource } from "./poll";
import { FEED_KIND, findRadarSourceInOrg } from "./sources";

/** A feed is polled about this often (the schedule looks for due feeds every 5 minutes). */
export const POLL_INTERVAL_SECONDS = 15 * 60;
const SCHEDULE_SECONDS = 5 * 60;
/** A feed polled this long ago counts as due, so one polled just after a slot began is not skipped a round. */
const DUE_SLACK_SECONDS = 60;

/**
 * Polls one feed source. A failing feed is recorded on the source and the job succeeds: the next
 * due round tries again, so the queue does not retry it.
 */
export const pollFeedSourceJob = defineJob<{ sourceId: string }>({
  type: "radar-feeds.poll_source",
  maxAttempts: 1,
  retryDelaySeconds: () => 60,
  // Each poll parses on a thread of its own: a few at a time per process.
  maxConcurrent: 2,
  handle: async ({ sourceId }, context) => {
    if (!context.orgId) {
      return;
    }
    const source = await findRadarSourceInOrg(db(), context.orgId, sourceId).catch(() => null);
    if (!source || source.kind !== FEED_KIND || !source.enabled || source.isArchived) {
      return; // removed, disabled or archived since it was found due
    }
    await pollFeedSource({ orgId: context.orgId, actor: systemActor }, source);
  },
});

/**
 * Finds the enabled, non-archived feed sources not polled within the interval and enqueues one
 * poll per source (deduplicated per source and round). Run by the schedule for every organization,
 * or, enqueued with an organization, for that organization only.
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
  const round = Math.floor(now.getTime() / 1000 / SCHEDULE_SECONDS);
  for (const source of sources) {
    await enqueueJob(
      db(),
      pollFeedSourceJob,
      { sourceId: source.id },
      { orgId: source.orgId, dedupeKey: `radar-feeds.poll_source:${source.id}:${round}` },
    );
  }
  wakeWorkers();
  return sources.length;
}

export const pollDueFeedsJob = defineJob({
  type: "radar-feeds.poll_due",
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  handle: async (_payload, context) => {
    await enqueueDuePolls(context.orgId);
  },
});

export const pollDueFeedsSchedule: Schedule = {
  name: "radar-feeds.poll_due",
  everySeconds: SCHEDULE_SECONDS,
  job: pollDueFeedsJob,
};
