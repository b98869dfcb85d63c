import { and, eq, inArray } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import type { ChangeContext } from "@/lib/audit/changes";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { wakeWorkers } from "@/lib/jobs/wake";
import { recordRadarEvent } from "@/lib/modules/radar/events";
import type { ImpactType } from "@/lib/modules/radar/schemas";
import { type RadarSourceRow, radarSourceData, radarSources } from "@/lib/modules/radar/tables";
import { vendors } from "@/lib/modules/vendors/tables";
import { FeedFetchFailed, fetchFeed, type Validators } from "./fetch";
import { rulesToMatch } from "./keyword-rules";
import type { VendorToMatch } from "./matching";
import type { MatchedEntry } from "./parse";
import { FeedParseFailed, parseOnThread } from "./parse-thread";
import { feedLimits, type RadarSource } from "./schemas";
import { FEED_KIND, findRadarSourceInOrg, serializeRadarSource } from "./sources";

/** Who polls: the person pressing "Poll now", or the system for the schedule. */
export type PollActor = Omit<ChangeContext, "tx">;

type PollOutcome =
  | { status: "ok"; notModified: true }
  | { status: "ok"; notModified: false; entries: MatchedEntry[]; validators: Validators }
  | { status: "failed"; error: string };

async function vendorsToMatch(q: Queryable, orgId: string): Promise<VendorToMatch[]> {
  return q
    .select({ id: vendors.id, name: vendors.name, website: vendors.website })
    .from(vendors)
    .where(inOrg(vendors, orgId));
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

/** The keys among `entries` the source has already delivered. */
async function seenKeys(q: Queryable, source: RadarSourceRow, entries: MatchedEntry[]): Promise<Set<string>> {
  if (entries.length === 0) {
    return new Set();
  }
  const rows = await q
    .select({ key: radarSourceData.externalKey })
    .from(radarSourceData)
    .where(
      inOrg(
        radarSourceData,
        source.orgId,
        and(
          eq(radarSourceData.sourceId, source.id),
          inArray(
            radarSourceData.externalKey,
            entries.map((entry) => entry.key),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

const eventName = (entry: MatchedEntry) => entry.title || entry.summary.slice(0, 120);

/**
 * New items that name vendors become radar events (recordRadarEvent deduplicates by the item key);
 * new items that name none are recorded as seen, so a later poll does not consider them again.
 * Answers the number of events created.
 */
async function recordEntries(ctx: ChangeContext, source: RadarSourceRow, entries: MatchedEntry[]): Promise<number> {
  const seen = await seenKeys(ctx.tx, source, entries);
  const fresh = new Map<string, MatchedEntry>();
  for (const entry of entries) {
    if (!seen.has(entry.key) && !fresh.has(entry.key)) {
      fresh.set(entry.key, entry);
    }
  }
  let created = 0;
  const unmatched: MatchedEntry[] = [];
  for (const entry of fresh.values()) {
    if (entry.vendorIds.length === 0) {
      unmatched.push(entry);
      continue;
    }
    const publishedAt = entry.publishedAt === null ? null : new Date(entry.publishedAt);
    const event = await recordRadarEvent(
      ctx,
      {
        name: eventName(entry),
        summary: entry.summary || entry.title,
        primary_impact_type: entry.impactType as ImpactType,
        vendor_ids: entry.vendorIds,
        source_url: entry.url,
        source_name: source.name,
        occurred_at:
          entry.publishedAt !== null && entry.publishedAt >= 0 ? Math.floor(entry.publishedAt / 1000) : undefined,
      },
      {
        sourceId: source.id,
        externalKey: entry.key,
        title: entry.title,
        url: entry.url,
        summary: entry.summary,
        publishedAt,
      },
    );
    if (event) {
      created += 1;
    }
  }
  if (unmatched.length > 0) {
    await ctx.tx
      .insert(radarSourceData)
      .values(
        unmatched.map((entry) => ({
          id: newId("radarSourceData"),
          orgId: source.orgId,
          sourceId: source.id,
          externalKey: entry.key,
          title: entry.title,
          url: entry.url,
          publishedAt: entry.publishedAt === null ? null : new Date(entry.publishedAt),
        })),
      )
      .onConflictDoNothing({ target: [radarSourceData.sourceId, radarSourceData.externalKey] });
  }
  return created;
}

/**
 * Polls one feed source now: fetch (conditional GET), parse and match on a worker thread, then in
 * one transaction record the new items and the poll's result on the source. A failing feed is a
 * result ("failed" and the reason), never an error of the caller. No transaction is open while the
 * feed is fetched.
 */
export async function pollFeedSource(actor: PollActor, source: RadarSourceRow): Promise<RadarSource> {
  const outcome = await readFeed(source);
  const updated = await db().transaction(async (tx) => {
    const ctx: ChangeContext = { ...actor, tx };
    const [current] = await tx
      .select()
      .from(radarSources)
      .where(inOrg(radarSources, source.orgId, eq(radarSources.id, source.id)))
      .for("update");
    if (!current || current.kind !== FEED_KIND || current.feedUrl !== source.feedUrl) {
      return current; // changed meanwhile: this poll's result belongs to the old feed
    }
    const entries = outcome.status === "ok" && !outcome.notModified ? outcome.entries : [];
    const eventCount = await recordEntries(ctx, current, entries);
    const validators = outcome.status === "ok" && !outcome.notModified ? outcome.validators : undefined;
    const [row] = await tx
      .update(radarSources)
      .set({
        lastPolledAt: new Date(),
        lastPollStatus: outcome.status,
        lastPollError: outcome.status === "failed" ? outcome.error : null,
        lastPollItemCount: outcome.status === "ok" ? entries.length : null,
        lastPollEventCount: outcome.status === "ok" ? eventCount : null,
        ...(validators ? { etag: validators.etag, lastModified: validators.lastModified } : {}),
      })
      .where(inOrg(radarSources, source.orgId, eq(radarSources.id, source.id)))
      .returning();
    return row;
  });
  wakeWorkers();
  return serializeRadarSource(updated ?? source);
}

/** POST /v1/radar/sources/{id}/poll: a feed source, enabled or not; not the manual source nor an archived one. */
export async function pollSourceNow(ctx: PollActor & { tx: Queryable }, sourceId: string): Promise<RadarSource> {
  const source = await findRadarSourceInOrg(ctx.tx, ctx.orgId, sourceId);
  if (source.kind !== FEED_KIND) {
    throw apiError("invalid_radar_source", "The manual source has no feed to poll.");
  }
  if (source.isArchived) {
    throw apiError("invalid_radar_source", "An archived source is not polled; restore it first.");
  }
  return pollFeedSource({ orgId: ctx.orgId, actor: ctx.actor, requestId: ctx.requestId }, source);
}
