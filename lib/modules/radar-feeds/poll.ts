import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/api/context";
import type { ChangeContext, SystemActor } from "@/lib/audit/changes";
import { betweenBatches, inTurns } from "@/lib/db/batches";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, jobStates, wakeWorkers } from "@/lib/jobs";
import {
  deliveredKeys,
  eventsOfSourceSince,
  type ImpactType,
  type RadarSourceRow,
  radarSources,
  recordRadarEvents,
  recordSeenItems,
} from "@/lib/modules/radar";
import { vendorNamesAndWebsitesInOrg } from "@/lib/modules/vendors";
import { takeDailyItems } from "./daily-items";
import { FeedFetchFailed, fetchFeed, type Validators } from "./fetch";
import { rulesToMatch } from "./keyword-rules";
import type { VendorToMatch } from "./matching";
import type { MatchedEntry } from "./parse";
import { FeedParseFailed, parseOnThread } from "./parse-thread";
import { feedLimits } from "./schemas";
import { FEED_KIND, findRadarSourceInOrg } from "./sources";

/** Who polls: the person pressing "Poll now", or the system for the schedule. */
export type PollActor = Omit<ChangeContext, "tx">;

export interface PollPayload extends Record<string, unknown> {
  source_id: string;
  /** A scheduled poll skips a source switched off meanwhile; "poll now" polls it anyway ("Test now"). */
  scheduled: boolean;
  /** Whose radar events these are in the change log: the person who asked, or the system. */
  actor: Actor | SystemActor;
  request_id: string | null;
}

type PollOutcome =
  | { status: "ok"; notModified: true }
  | { status: "ok"; notModified: false; entries: MatchedEntry[]; validators: Validators }
  | { status: "failed"; error: string };

async function vendorsToMatch(q: Queryable, orgId: string): Promise<VendorToMatch[]> {
  return vendorNamesAndWebsitesInOrg(q, orgId);
}

/** Fetches and reads the feed; every failure becomes a message for the source's last result. */
async function readFeed(source: RadarSourceRow): Promise<PollOutcome> {
  try {
    const fetched = await fetchFeed(source.feedUrl ?? "", { etag: source.etag, lastModified: source.lastModified });
    if (fetched.notModified) {
      return { status: "ok", notModified: true };
    }
    const [vendorList, rules] = await Promise.all([
      vendorsToMatch(db(), source.orgId),
      rulesToMatch(db(), source.orgId),
    ]);
    const feed = await parseOnThread({
      bytes: fetched.bytes.buffer as ArrayBuffer,
      contentType: fetched.contentType,
      maxItems: feedLimits.itemsPerPoll,
      vendors: vendorList,
      rules,
    });
    return { status: "ok", notModified: false, entries: feed.entries, validators: fetched.validators };
  } catch (error) {
    if (error instanceof FeedFetchFailed || error instanceof FeedParseFailed) {
      return { status: "failed", error: error.message.slice(0, feedLimits.pollError) };
    }
    console.error("radar feed poll failed", source.id, error);
    return { status: "failed", error: "The feed could not be polled." };
  }
}

/** The entries the source has not delivered yet, each key once, in feed order. */
async function newEntries(source: RadarSourceRow, entries: MatchedEntry[]): Promise<MatchedEntry[]> {
  const seen = await deliveredKeys(
    db(),
    source.orgId,
    source.id,
    entries.map((entry) => entry.key),
  );
  const fresh = new Map<string, MatchedEntry>();
  for (const entry of entries) {
    if (!seen.has(entry.key) && !fresh.has(entry.key)) {
      fresh.set(entry.key, entry);
    }
  }
  return [...fresh.values()];
}

const eventName = (entry: MatchedEntry) => entry.title || entry.summary.slice(0, 120);
const publishedAt = (entry: MatchedEntry) => (entry.publishedAt === null ? null : new Date(entry.publishedAt));

/**
 * Items that name vendors become radar events (linking them, with their alerts); items that name
 * none are recorded as seen, so a later poll does not consider them again.
 */
async function recordEntries(ctx: ChangeContext, source: RadarSourceRow, entries: MatchedEntry[]): Promise<void> {
  const matched = entries.filter((entry) => entry.vendorIds.length > 0);
  await recordRadarEvents(
    ctx,
    matched.map((entry) => ({
      input: {
        name: eventName(entry),
        summary: entry.summary || entry.title,
        primary_impact_type: entry.impactType as ImpactType,
        vendor_ids: entry.vendorIds,
        source_url: entry.url,
        source_name: source.name,
        occurred_at:
          entry.publishedAt !== null && entry.publishedAt >= 0 ? Math.floor(entry.publishedAt / 1000) : undefined,
      },
      origin: {
        sourceId: source.id,
        externalKey: entry.key,
        title: entry.title,
        url: entry.url,
        summary: entry.summary,
        publishedAt: publishedAt(entry),
      },
    })),
  );
  await recordSeenItems(
    ctx.tx,
    source.orgId,
    source.id,
    entries
      .filter((entry) => entry.vendorIds.length === 0)
      .map((entry) => ({
        externalKey: entry.key,
        title: entry.title,
        url: entry.url,
        publishedAt: publishedAt(entry),
      })),
  );
}

/** The source as it is now, locked; null when it is no longer the feed this poll read. */
async function sameFeed(tx: Queryable, source: RadarSourceRow, lock: "share" | "update") {
  const [current] = await tx
    .select()
    .from(radarSources)
    .where(inOrg(radarSources, source.orgId, eq(radarSources.id, source.id)))
    .for(lock);
  const unchanged = current && current.kind === FEED_KIND && !current.isArchived && current.feedUrl === source.feedUrl;
  return unchanged ? current : null;
}

/**
 * Records the new entries in batches of feedLimits.itemsPerBatch, each its own transaction, so that
 * another organization's request waits at most one batch for the database. Each batch takes its
 * items from the organization's daily allowance; once that is spent the rest is left for a later
 * poll. A poll that dies between batches is safe to run again: what committed is "delivered" and
 * skipped, the rest is recorded. Answers the items left, or null when the source changed meanwhile.
 */
async function recordInBatches(
  actor: PollActor,
  source: RadarSourceRow,
  fresh: MatchedEntry[],
): Promise<{ skipped: number } | null> {
  let recorded = 0;
  for await (const batch of inTurns(fresh, feedLimits.itemsPerBatch)) {
    const granted = await db().transaction(async (tx) => {
      if (!(await sameFeed(tx, source, "share"))) {
        return null;
      }
      const allowed = await takeDailyItems(tx, source.orgId, batch.length);
      await recordEntries({ ...actor, tx }, source, batch.slice(0, allowed));
      return allowed;
    });
    if (granted === null) {
      return null;
    }
    wakeWorkers(); // the batch's webhook deliveries and vendor links
    recorded += granted;
    if (granted < batch.length) {
      break;
    }
  }
  return { skipped: fresh.length - recorded };
}

/**
 * Polls one feed source: fetch (conditional GET), parse and match on a worker thread, record the new
 * items batch by batch, then write the poll's result on the source in one last short transaction, so
 * that the source shows the previous result until this one is complete. A failing feed is a result
 * ("failed" and the reason), never an error of the job. No transaction is open while the feed is
 * fetched. The conditional-GET validators are kept only when every new item was recorded: a poll
 * that left items for a later day must read the feed again.
 */
async function pollFeedSource(payload: PollPayload, jobId: string, orgId: string): Promise<void> {
  const source = await findRadarSourceInOrg(db(), orgId, payload.source_id).catch(() => null);
  if (!source || source.kind !== FEED_KIND || source.isArchived || (payload.scheduled && !source.enabled)) {
    return; // removed, archived or switched off since it was asked for
  }
  const since = (await jobStates(db(), [jobId])).get(jobId)?.createdAt ?? new Date();
  const outcome = await readFeed(source);
  const actor: PollActor = { orgId, actor: payload.actor, requestId: payload.request_id };
  const read = outcome.status === "ok" && !outcome.notModified ? outcome : undefined;
  const entries = read?.entries ?? [];
  const recording = await recordInBatches(actor, source, await newEntries(source, entries));
  if (!recording) {
    return; // changed meanwhile: this poll's result belongs to the old feed
  }
  const validators = read && recording.skipped === 0 ? read.validators : undefined;
  await betweenBatches();
  await db().transaction(async (tx) => {
    if (!(await sameFeed(tx, source, "update"))) {
      return;
    }
    const ok = outcome.status === "ok";
    await tx
      .update(radarSources)
      .set({
        lastPolledAt: new Date(),
        lastPollStatus: outcome.status,
        lastPollError: outcome.status === "failed" ? outcome.error : null,
        lastPollItemCount: ok ? entries.length : null,
        lastPollEventCount: ok ? await eventsOfSourceSince(tx, orgId, source.id, since) : null,
        lastPollSkippedCount: ok ? recording.skipped : null,
        ...(validators ? { etag: validators.etag, lastModified: validators.lastModified } : {}),
      })
      .where(inOrg(radarSources, orgId, eq(radarSources.id, source.id)));
  });
}

/**
 * One poll of one feed source, from "poll now" or the schedule. A failing feed is recorded on the
 * source and the job succeeds; the next round tries again. A job that breaks off (a database error,
 * a worker that died) is retried once a minute later, and resumes where the committed batches end.
 */
export const pollFeedSourceJob = defineJob<PollPayload>({
  type: "radar-feeds.poll_source",
  maxAttempts: 2,
  retryDelaySeconds: () => 60,
  // Each poll parses on a thread of its own: a few at a time per process.
  maxConcurrent: 2,
  handle: async (payload, context) => {
    if (context.orgId) {
      await pollFeedSource(payload, context.jobId, context.orgId);
    }
  },
});
