import { count, desc, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { archiveAction, recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { listPage, type Page } from "@/lib/db/list-page";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { type JobState, jobStates } from "@/lib/jobs";
import { type RadarSourceRow, radarSources } from "@/lib/modules/radar";
import { toUnixSeconds } from "@/lib/time";
import {
  type CreateRadarSourceInput,
  feedLimits,
  type RadarPoll,
  type RadarSource,
  type RadarSourceListFilters,
  type UpdateRadarSourceInput,
} from "./schemas";
import { checkFeedUrl } from "./url-rules";

export const FEED_KIND = "feed";

/** The poll a source's job state describes (succeeded and failed jobs have ended). */
export function serializePoll(job: JobState | undefined): RadarPoll | null {
  if (!job) {
    return null;
  }
  const ended = job.status === "succeeded" || job.status === "failed";
  return {
    id: job.id,
    state: job.status,
    requested_at: toUnixSeconds(job.createdAt),
    finished_at: ended ? toUnixSeconds(job.updatedAt) : null,
  };
}

/** The states of the sources' latest polls, by job ID. */
export function pollJobsOf(q: Queryable, rows: readonly RadarSourceRow[]): Promise<Map<string, JobState>> {
  return jobStates(
    q,
    rows.flatMap((row) => (row.pollJobId ? [row.pollJobId] : [])),
  );
}

export function serializeRadarSource(row: RadarSourceRow, polls: Map<string, JobState> = new Map()): RadarSource {
  return {
    id: row.id,
    kind: row.kind === FEED_KIND ? "feed" : "manual",
    name: row.name,
    feed_url: row.feedUrl,
    enabled: row.enabled,
    is_archived: row.isArchived,
    last_polled_at: toUnixSeconds(row.lastPolledAt),
    last_poll_status: row.lastPollStatus === "ok" || row.lastPollStatus === "failed" ? row.lastPollStatus : null,
    last_poll_error: row.lastPollError,
    last_poll_item_count: row.lastPollItemCount,
    last_poll_event_count: row.lastPollEventCount,
    last_poll_skipped_count: row.lastPollSkippedCount,
    poll: serializePoll(row.pollJobId ? polls.get(row.pollJobId) : undefined),
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** The change log's view: the settings, not the poll bookkeeping (which no person changes). */
function auditedSource(source: RadarSource) {
  return {
    id: source.id,
    kind: source.kind,
    name: source.name,
    feed_url: source.feed_url,
    enabled: source.enabled,
    is_archived: source.is_archived,
  };
}

/** The organization's source (manual or feed, archived too), or 404 radar_source_not_found. */
export function findRadarSourceInOrg(q: Queryable, orgId: string, sourceId: string, lock?: RowLock) {
  return findInOrg(q, radarSources, orgId, sourceId, {
    notFound: () => notFound("radar_source_not_found", "Radar source"),
    lock,
  });
}

/** The source as the API shows it, with its latest poll's state. */
export async function radarSourceWithPoll(q: Queryable, row: RadarSourceRow): Promise<RadarSource> {
  return serializeRadarSource(row, await pollJobsOf(q, [row]));
}

/** Every source, newest first; archived ones only with include_archived. */
export async function listRadarSources(
  q: Queryable,
  orgId: string,
  filters: RadarSourceListFilters,
): Promise<Page<RadarSource>> {
  const where = inOrg(radarSources, orgId, filters.include_archived ? undefined : eq(radarSources.isArchived, false));
  const page = await listPage(
    q,
    radarSources,
    where,
    [desc(radarSources.createdAt), desc(radarSources.id)],
    filters,
    (row) => row,
  );
  const polls = await pollJobsOf(q, page.items);
  return { ...page, items: page.items.map((row) => serializeRadarSource(row, polls)) };
}

/**
 * Refuses one more polled source above feedLimits.sourcesPerOrg (422 radar_source_limit). Feed
 * sources that are not archived count: sources are never deleted, so archiving is how one makes
 * room, and restoring counts like creating. An advisory lock per organization makes two concurrent
 * creations count one after the other.
 */
async function requireRoomForSource(ctx: ServiceContext): Promise<void> {
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`radar_sources:${ctx.orgId}`}))`);
  const [row] = await ctx.tx
    .select({ total: count() })
    .from(radarSources)
    .where(inOrg(radarSources, ctx.orgId, eq(radarSources.kind, FEED_KIND), eq(radarSources.isArchived, false)));
  if ((row?.total ?? 0) >= feedLimits.sourcesPerOrg) {
    throw apiError(
      "radar_source_limit",
      `An organization may have at most ${feedLimits.sourcesPerOrg} feed sources that are not archived. Archive one first.`,
    );
  }
}

async function vettedFeedUrl(raw: string): Promise<string> {
  const check = await checkFeedUrl(raw);
  if (!check.ok) {
    throw apiError("invalid_radar_source", check.reason);
  }
  return check.url.href;
}

export async function createRadarSource(ctx: ServiceContext, input: CreateRadarSourceInput): Promise<RadarSource> {
  const feedUrl = await vettedFeedUrl(input.feed_url);
  await requireRoomForSource(ctx);
  const [row] = await ctx.tx
    .insert(radarSources)
    .values({
      id: newId("radarSource"),
      orgId: ctx.orgId,
      kind: FEED_KIND,
      name: input.name,
      feedUrl,
      enabled: input.enabled ?? true,
    })
    .returning();
  if (!row) {
    throw new Error("the radar source insert returned no row");
  }
  const source = serializeRadarSource(row);
  await recordChange(ctx, {
    entityType: "radar_source",
    entityId: row.id,
    entityName: row.name,
    action: "created",
    after: auditedSource(source),
  });
  return source;
}

/**
 * Feed sources take every field. The manual source (events entered by hand) has no URL and is
 * never polled: only its name may change, anything else is 400 invalid_radar_source.
 */
export async function updateRadarSource(
  ctx: ServiceContext,
  { sourceId, body }: { sourceId: string; body: UpdateRadarSourceInput },
): Promise<RadarSource> {
  const current = await findRadarSourceInOrg(ctx.tx, ctx.orgId, sourceId, "update");
  const isFeed = current.kind === FEED_KIND;
  if (!isFeed && (body.feed_url !== undefined || body.enabled !== undefined || body.is_archived !== undefined)) {
    throw apiError("invalid_radar_source", "Only the name of the manual source can change.");
  }
  const feedUrl = body.feed_url === undefined ? undefined : await vettedFeedUrl(body.feed_url);
  if (current.isArchived && body.is_archived === false) {
    await requireRoomForSource(ctx);
  }
  const urlChanged = feedUrl !== undefined && feedUrl !== current.feedUrl;
  const [row] = await ctx.tx
    .update(radarSources)
    .set({
      name: body.name,
      feedUrl,
      enabled: body.enabled,
      isArchived: body.is_archived,
      // A new URL is a new feed: its validators and last result belong to the old one.
      ...(urlChanged
        ? {
            etag: null,
            lastModified: null,
            lastPolledAt: null,
            lastPollStatus: null,
            lastPollError: null,
            lastPollItemCount: null,
            lastPollEventCount: null,
            lastPollSkippedCount: null,
            // A poll of the old URL records nothing once it notices; the next one must not join it.
            pollJobId: null,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(inOrg(radarSources, ctx.orgId, eq(radarSources.id, sourceId)))
    .returning();
  if (!row) {
    throw new Error("the radar source update returned no row");
  }
  const before = auditedSource(serializeRadarSource(current));
  const after = auditedSource(serializeRadarSource(row));
  await recordChange(ctx, {
    entityType: "radar_source",
    entityId: row.id,
    entityName: row.name,
    action: archiveAction(before, after),
    before,
    after,
  });
  return radarSourceWithPoll(ctx.tx, row);
}
