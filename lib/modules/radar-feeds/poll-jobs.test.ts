import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LINK_BATCH_SIZE } from "@/lib/db/batches";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { type WatchedTransaction, watchTransactions } from "@/lib/db/transaction-watch";
import { JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import { radarEvents, radarSourceData } from "@/lib/modules/radar/tables";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { utcDay } from "./daily-items";
import { enqueueDuePolls } from "./jobs";
import { feedLimits } from "./schemas";
import { radarFeedDailyItems } from "./tables";
import {
  createFeedSource,
  type FeedServer,
  feedFixture,
  forgetPollNow,
  pollToEnd,
  readSource,
  runOrgJobs,
  startFeedServer,
} from "./testing";

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

const pollNow = (org: TestOrg, sourceId: string) =>
  callApi("post", `/v1/radar/sources/${sourceId}/poll`, { token: org.token });

async function itemsOf(org: TestOrg, sourceId: string): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(radarSourceData)
    .where(inOrg(radarSourceData, org.orgId, eq(radarSourceData.sourceId, sourceId)));
  return row?.total ?? 0;
}

/** An RSS feed of `size` items; item i names vendor `Vendorco <i mod vendors>` in its title. */
function bigFeed(size: number, vendors: number, prefix = "g") {
  const items = Array.from(
    { length: size },
    (_, index) =>
      `<item><title>Vendorco ${index % vendors} reports an outage, number ${index}</title>` +
      `<guid>${prefix}-${index}</guid><description>Service update ${index}.</description></item>`,
  ).join("");
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>${items}</channel></rss>`;
}

/** A responder that holds its answer until `release()`: a poll caught while it fetches. */
function heldFeed(body: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.on("/held.xml", (_req, res) => {
    void released.then(() => res.writeHead(200, { "content-type": "application/rss+xml" }).end(body));
  });
  return { release };
}

describe("poll now", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg("Poll Now Org");
    await createVendor(org, { name: "Acme Cloud" });
    await createVendor(org, { name: "Globex" });
  });

  it("answers 202 with the queued poll; the source keeps its last result until the poll has run", async () => {
    server.serveFeed("/queued.xml", feedFixture("supply-chain-news.rss.xml"));
    const source = await createFeedSource(org, server.url("/queued.xml"));
    const started = await pollNow(org, source.id);
    expectStatus(started, 202);
    expect(started.body).toMatchObject({ id: source.id, last_poll_status: null, poll: { state: "queued" } });
    expect(started.body.poll?.id).toMatch(/^cbjob_/);
    expect(started.body.poll?.finished_at).toBeNull();
    expect((await readSource(org, source.id)).poll).toEqual(started.body.poll);
    expect(server.at("/queued.xml")).toHaveLength(0);

    await runOrgJobs(org);
    const done = await readSource(org, source.id);
    expect(done).toMatchObject({
      last_poll_status: "ok",
      last_poll_item_count: 5,
      last_poll_event_count: 2,
      last_poll_skipped_count: 0,
      poll: { id: started.body.poll?.id, state: "succeeded", requested_at: started.body.poll?.requested_at },
    });
    expect(done.poll?.finished_at).toBeGreaterThanOrEqual(done.poll?.requested_at ?? 0);
  });

  it("joins the poll that is queued or running instead of starting another", async () => {
    const { release } = heldFeed(feedFixture("supply-chain-news.rss.xml"));
    const source = await createFeedSource(org, server.url("/held.xml"));
    const first = bodyAt(await pollNow(org, source.id), 202);
    const queuedAgain = await pollNow(org, source.id);
    expect(bodyAt(queuedAgain, 202).poll).toEqual(first.poll);

    const worker = runOrgJobs(org);
    await vi.waitFor(() => expect(server.at("/held.xml")).toHaveLength(1), { timeout: 20_000, interval: 20 });
    const whileRunning = await pollNow(org, source.id);
    expectStatus(whileRunning, 202);
    expect(whileRunning.body.poll).toMatchObject({ id: first.poll?.id, state: "running" });
    release();
    await worker;

    expect(server.at("/held.xml")).toHaveLength(1);
    const pollJobs = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.orgId, org.orgId),
          eq(jobs.type, "radar-feeds.poll_source"),
          sql`payload->>'source_id' = ${source.id}`,
        ),
      );
    expect(pollJobs).toEqual([{ id: first.poll?.id }]);
    expect((await readSource(org, source.id)).poll).toMatchObject({ id: first.poll?.id, state: "succeeded" });
  });

  it("starts at most one poll a minute per source: 429 rate_limited with Retry-After", async () => {
    server.serveFeed("/throttled.xml", feedFixture("vendor-watch.atom.xml"), "application/atom+xml");
    const source = await createFeedSource(org, server.url("/throttled.xml"));
    expect((await pollNow(org, source.id)).status).toBe(202);
    await runOrgJobs(org);

    const refused = await pollNow(org, source.id);
    expectStatus(refused, 429);
    expect(refused.body.detail.code).toBe("rate_limited");
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(feedLimits.pollNowIntervalSeconds);
    expect(refused.body.detail.message).toMatch(new RegExp(`Try again in ${wait} seconds`));

    await forgetPollNow(org, source.id);
    const later = await pollNow(org, source.id);
    expect(bodyAt(later, 202).poll?.state).toBe("queued");
    await runOrgJobs(org);
  });

  it("shares the job with the schedule: each joins the other's unfinished poll", async () => {
    const scheduledOrg = await createOrg("Joined Schedule Org");
    server.serveFeed("/shared.xml", feedFixture("supply-chain-news.rss.xml"));
    const source = await createFeedSource(scheduledOrg, server.url("/shared.xml"));

    expect(await enqueueDuePolls(scheduledOrg.orgId)).toBe(1);
    const joined = bodyAt(await pollNow(scheduledOrg, source.id), 202);
    expect(joined.poll?.state).toBe("queued");
    expect(await enqueueDuePolls(scheduledOrg.orgId)).toBe(0);
    await runOrgJobs(scheduledOrg);
    expect(server.at("/shared.xml")).toHaveLength(1);
    expect((await readSource(scheduledOrg, source.id)).poll?.id).toBe(joined.poll?.id);
  });
});

describe("limits", () => {
  it("allows 50 feed sources that are not archived: 422 radar_source_limit above, archiving makes room", async () => {
    const org = await createOrg("Many Sources Org");
    const url = server.url("/limit.xml");
    const ids: string[] = [];
    for (let index = 0; index < feedLimits.sourcesPerOrg - 1; index += 1) {
      ids.push((await createFeedSource(org, url, { name: `Feed ${index}` })).id);
    }
    const create = () =>
      callApi("post", "/v1/radar/sources", { token: org.token, body: { name: "One more", feed_url: url } });
    // Two at once for the last place: they count one after the other.
    const racing = await Promise.all([create(), create()]);
    expect(racing.map((result) => result.status).sort()).toEqual([201, 422]);
    const refused = racing.find((result) => result.status === 422);
    if (!refused) {
      throw new Error("neither creation was refused");
    }
    expectStatus(refused, 422);
    expect(refused.body.detail).toEqual({
      code: "radar_source_limit",
      message: "An organization may have at most 50 feed sources that are not archived. Archive one first.",
    });

    const archive = (id: string, isArchived: boolean) =>
      callApi("patch", `/v1/radar/sources/${id}`, { token: org.token, body: { is_archived: isArchived } });
    expect((await archive(ids[0] as string, true)).status).toBe(200);
    expect((await create()).status).toBe(201);
    const restore = await archive(ids[0] as string, false);
    expectStatus(restore, 422);
    expect(errorDetail(restore.body).code).toBe("radar_source_limit");
  });

  it("records at most 5,000 items per organization and day; the rest waits for a later poll", async () => {
    const org = await createOrg("Daily Limit Org");
    await createVendor(org, { name: "Acme Cloud" });
    const body = feedFixture("supply-chain-news.rss.xml");
    server.serveFeed("/daily.xml", body);
    const source = await createFeedSource(org, server.url("/daily.xml"));
    await db()
      .insert(radarFeedDailyItems)
      .values({ orgId: org.orgId, day: utcDay(), items: feedLimits.itemsPerDay - 2 });

    const { source: limited } = await pollToEnd(org, source.id);
    expect(limited).toMatchObject({ last_poll_status: "ok", last_poll_item_count: 5, last_poll_skipped_count: 3 });
    expect(await itemsOf(org, source.id)).toBe(2);

    // A new day: the next poll reads the feed again (no ETag was kept) and records the other three.
    await db().delete(radarFeedDailyItems).where(inOrg(radarFeedDailyItems, org.orgId));
    const { source: later } = await pollToEnd(org, source.id);
    expect(later).toMatchObject({ last_poll_item_count: 5, last_poll_skipped_count: 0 });
    expect(server.at("/daily.xml").map((request) => request.headers["if-none-match"] ?? null)).toEqual([null, null]);
    expect(await itemsOf(org, source.id)).toBe(5);
    const [counter] = await db().select().from(radarFeedDailyItems).where(inOrg(radarFeedDailyItems, org.orgId));
    expect(counter?.items).toBe(3);
  });
});

describe("a 500-item poll beside another organization", () => {
  const VENDORS = 20;
  let polling: TestOrg;
  let reader: TestOrg;

  beforeAll(async () => {
    [polling, reader] = await Promise.all([createOrg("Big Feed Org"), createOrg("Reader Org")]);
    for (let index = 0; index < VENDORS; index += 1) {
      await createVendor(polling, { name: `Vendorco ${index}` });
    }
    await createVendor(reader, { name: "Reader's vendor" });
  });

  it("writes in batches of 25 items, and the other organization's read is served between two of them", async () => {
    server.serveFeed("/big.xml", bigFeed(500, VENDORS));
    const source = await createFeedSource(polling, server.url("/big.xml"));
    let readBetweenBatches: { status: number; itemsSoFar: number } | undefined;
    let batchesCommitted = 0;
    let concurrentRead: Promise<{ status: number; batchesCommitted: number }> | undefined;
    const watch = watchTransactions({
      afterCommit: async (transaction: WatchedTransaction) => {
        if (!transaction.writes.radar_source_data) {
          return;
        }
        batchesCommitted += 1;
        if (readBetweenBatches) {
          return;
        }
        // The connection is free between two batches: a read served right there.
        const read = await call("/v1/vendors?limit=1", { token: reader.token });
        readBetweenBatches = { status: read.status, itemsSoFar: await itemsOf(polling, source.id) };
        // And the poll takes turns with the rest of the process: a read started now, not awaited
        // here, is answered while batches remain, not once the poll is over.
        concurrentRead = call("/v1/vendors?limit=1", { token: reader.token }).then((answer) => ({
          status: answer.status,
          batchesCommitted,
        }));
      },
    });
    try {
      expect((await pollNow(polling, source.id)).status).toBe(202);
      await runOrgJobs(polling);
    } finally {
      watch.stop();
    }

    expect(await readSource(polling, source.id)).toMatchObject({
      last_poll_status: "ok",
      last_poll_item_count: 500,
      last_poll_event_count: 500,
      last_poll_skipped_count: 0,
    });
    const recording = watch.transactions.filter((transaction) => transaction.writes.radar_source_data);
    expect(recording).toHaveLength(500 / feedLimits.itemsPerBatch);
    for (const transaction of watch.transactions) {
      expect(transaction.writes.radar_source_data ?? 0).toBeLessThanOrEqual(feedLimits.itemsPerBatch);
      expect(transaction.writes.radar_alerts ?? 0).toBeLessThanOrEqual(LINK_BATCH_SIZE);
    }
    expect(readBetweenBatches).toEqual({ status: 200, itemsSoFar: feedLimits.itemsPerBatch });
    const concurrent = await concurrentRead;
    expect(concurrent?.status).toBe(200);
    expect(concurrent?.batchesCommitted).toBeLessThan(recording.length);
    const longest = Math.max(...watch.transactions.map((transaction) => transaction.ms));
    console.info(`500-item poll: ${recording.length} batches, longest transaction ${longest.toFixed(1)} ms`);
  });

  it("resumes a poll that broke off between batches: nothing lost, nothing twice", async () => {
    server.serveFeed("/resumed.xml", bigFeed(60, VENDORS, "r"));
    const source = await createFeedSource(polling, server.url("/resumed.xml"));
    let batches = 0;
    const watch = watchTransactions({
      afterCommit: (transaction) => {
        if (transaction.writes.radar_source_data && ++batches === 2) {
          throw new Error("the worker died");
        }
      },
    });
    try {
      expect((await pollNow(polling, source.id)).status).toBe(202);
      await runOrgJobs(polling);
    } finally {
      watch.stop();
    }
    expect(await itemsOf(polling, source.id)).toBe(2 * feedLimits.itemsPerBatch);
    const broken = await readSource(polling, source.id);
    expect([broken.poll?.state, broken.last_poll_status]).toEqual(["queued", null]);

    // Its retry, due a minute later, runs now.
    await db()
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, broken.poll?.id ?? ""));
    await new JobWorker({ orgId: polling.orgId }).runUntilIdle();
    expect(await itemsOf(polling, source.id)).toBe(60);
    const [events] = await db()
      .select({ total: count() })
      .from(radarEvents)
      .where(inOrg(radarEvents, polling.orgId, eq(radarEvents.sourceId, source.id)));
    expect(events?.total).toBe(60);
    expect(await readSource(polling, source.id)).toMatchObject({
      poll: { id: broken.poll?.id, state: "succeeded" },
      last_poll_item_count: 60,
      last_poll_event_count: 60,
    });
  });
});
