import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { enqueueJob, isUnfinished, type JobState, jobStates } from "@/lib/jobs";
import { type RadarSourceRow, radarSources } from "@/lib/modules/radar";
import { type PollPayload, pollFeedSourceJob } from "./poll";
import { feedLimits, type RadarSource } from "./schemas";
import { FEED_KIND, findRadarSourceInOrg, serializeRadarSource } from "./sources";

/** The source's poll that has not finished yet (queued or running), if any. */
async function unfinishedPoll(q: Queryable, source: RadarSourceRow): Promise<JobState | undefined> {
  if (!source.pollJobId) {
    return undefined;
  }
  const state = (await jobStates(q, [source.pollJobId])).get(source.pollJobId);
  return isUnfinished(state) ? state : undefined;
}

/** Queues a poll of the (locked) source and makes it the source's latest poll. */
async function queuePoll(
  q: Queryable,
  source: RadarSourceRow,
  payload: Pick<PollPayload, "scheduled" | "actor" | "request_id">,
  requestedAt: Date | undefined,
): Promise<RadarSourceRow> {
  const full: PollPayload = { source_id: source.id, ...payload };
  const jobId = await enqueueJob(q, pollFeedSourceJob, full, { orgId: source.orgId });
  const [row] = await q
    .update(radarSources)
    .set({ pollJobId: jobId, ...(requestedAt ? { pollRequestedAt: requestedAt } : {}) })
    .where(inOrg(radarSources, source.orgId, eq(radarSources.id, source.id)))
    .returning();
  if (!row) {
    throw new Error("the locked radar source vanished");
  }
  return row;
}

/** Seconds until "poll now" may start another poll of the source (0: it may now). */
function throttledFor(source: RadarSourceRow, now: Date): number {
  if (!source.pollRequestedAt) {
    return 0;
  }
  const elapsedMs = now.getTime() - source.pollRequestedAt.getTime();
  return Math.max(0, Math.ceil((feedLimits.pollNowIntervalSeconds * 1000 - elapsedMs) / 1000));
}

/**
 * POST /v1/radar/sources/{id}/poll, in the request's transaction: a feed source, enabled or not;
 * not the manual source nor an archived one (400). While the source's latest poll (from here or
 * the schedule) is queued or running, the caller joins it: the answer is that poll, and no new
 * one starts. Otherwise a poll starts at most once a minute per source (429 rate_limited with
 * Retry-After); a join is never throttled, since it starts nothing. The row lock makes concurrent
 * calls take turns, so they start one poll between them.
 */
export async function pollSourceNow(ctx: ServiceContext, sourceId: string): Promise<RadarSource> {
  const source = await findRadarSourceInOrg(ctx.tx, ctx.orgId, sourceId, "update");
  if (source.kind !== FEED_KIND) {
    throw apiError("invalid_radar_source", "The manual source has no feed to poll.");
  }
  if (source.isArchived) {
    throw apiError("invalid_radar_source", "An archived source is not polled; restore it first.");
  }
  const running = await unfinishedPoll(ctx.tx, source);
  if (running) {
    return serializeRadarSource(source, new Map([[running.id, running]]));
  }
  const now = new Date();
  const wait = throttledFor(source, now);
  if (wait > 0) {
    throw apiError(
      "rate_limited",
      `This feed was polled on request less than ${feedLimits.pollNowIntervalSeconds} seconds ago. Try again in ${wait} seconds.`,
      { "Retry-After": String(wait) },
    );
  }
  const row = await queuePoll(ctx.tx, source, { scheduled: false, actor: ctx.actor, request_id: ctx.requestId }, now);
  const queued = (await jobStates(ctx.tx, [row.pollJobId ?? ""])).get(row.pollJobId ?? "");
  return serializeRadarSource(row, new Map(queued ? [[queued.id, queued]] : []));
}

/**
 * The schedule's poll of a due source, in the caller's transaction: the same job as "poll now",
 * skipped while the source's latest poll has not finished (the schedule joins it, so to speak).
 * Answers whether a poll was queued.
 */
export async function queueScheduledPoll(tx: Queryable, orgId: string, sourceId: string): Promise<boolean> {
  const source = await findRadarSourceInOrg(tx, orgId, sourceId, "update").catch(() => null);
  if (!source || source.kind !== FEED_KIND || !source.enabled || source.isArchived) {
    return false;
  }
  if (await unfinishedPoll(tx, source)) {
    return false;
  }
  await queuePoll(tx, source, { scheduled: true, actor: systemActor, request_id: null }, undefined);
  return true;
}
