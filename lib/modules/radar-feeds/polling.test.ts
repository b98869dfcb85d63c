import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { enqueueJob, JobWorker } from "@/lib/jobs";
import { radarSourceData, radarSources } from "@/lib/modules/radar/tables";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { pollDueFeedsJob } from "./jobs";
import { createFeedSource, type FeedServer, feedFixture, pollToEnd, startFeedServer } from "./testing";

let org: TestOrg;
let server: FeedServer;
const vendorIds: Record<string, string> = {};

beforeAll(async () => {
  org = await createOrg("Polling Org");
  server = await startFeedServer();
  for (const [key, body] of [
    ["acme", { name: "Acme Cloud", website: "https://acmecloud.example" }],
    ["globex", { name: "Globex" }],
    ["initech", { name: "Initech Systems", website: "https://www.initech.io" }],
    ["umbrella", { name: "Umbrella Corp" }],
    ["hooli", { name: "Hooli" }],
  ] as const) {
    vendorIds[key] = (await createVendor(org, body)).id;
  }
});
afterAll(() => server.close());

/** "Poll now", then the poll job to its end: the source with the result, as `body`. */
const poll = async (sourceId: string) => ({ body: (await pollToEnd(org, sourceId)).source });

async function eventsOf(sourceId: string) {
  const list = await callApi("get", "/v1/radar/events?limit=200", { token: org.token });
  expectStatus(list, 200);
  return list.body.items.filter((event) => event.source_id === sourceId);
}

describe("polling a feed source", () => {
  it("turns RSS items that name vendors into radar events, with impact types from the keyword rules", async () => {
    server.serveFeed("/wire.xml", feedFixture("supply-chain-news.rss.xml"));
    const source = await createFeedSource(org, server.url("/wire.xml"), { name: "Security wire" });
    const result = await poll(source.id);
    expect(result.body).toMatchObject({
      id: source.id,
      last_poll_status: "ok",
      last_poll_error: null,
      last_poll_item_count: 5,
      last_poll_event_count: 4,
      last_poll_skipped_count: 0,
      poll: { state: "succeeded" },
    });
    expect(result.body.last_polled_at).toBeGreaterThan(0);

    const events = await eventsOf(source.id);
    const byName = Object.fromEntries(events.map((event) => [String(event.name), event]));
    expect(Object.keys(byName).sort()).toEqual([
      "Acme Cloud confirms data breach affecting customer records",
      "Globex files for bankruptcy protection",
      "Payments platform hit by hours-long outage",
      "Umbrella Corp sued over contaminated supplies",
    ]);
    expect(byName["Acme Cloud confirms data breach affecting customer records"]).toMatchObject({
      primary_impact_type: "Infosec",
      vendor_ids: [vendorIds.acme],
      summary: "The hosting provider said an attacker accessed a support database. Read more",
      source_url: "https://news.example.org/2026/11/acme-cloud-breach",
      source_name: "Security wire",
      occurred_at: Date.parse("2026-11-24T07:30:00Z") / 1000,
    });
    expect(byName["Globex files for bankruptcy protection"]).toMatchObject({
      primary_impact_type: "Financial",
      vendor_ids: [vendorIds.globex],
    });
    expect(byName["Payments platform hit by hours-long outage"]).toMatchObject({
      primary_impact_type: "Operational",
      vendor_ids: [vendorIds.initech],
    });
    expect(byName["Umbrella Corp sued over contaminated supplies"]).toMatchObject({
      primary_impact_type: "Legal",
      vendor_ids: [vendorIds.umbrella],
    });
    const alerts = await callApi("get", `/v1/radar/alerts?vendor_id=${vendorIds.acme}`, { token: org.token });
    expectStatus(alerts, 200);
    expect(alerts.body.items.length).toBeGreaterThan(0);

    // The item naming no vendor is recorded as seen, not as an event.
    const seen = await db()
      .select({ eventId: radarSourceData.eventId })
      .from(radarSourceData)
      .where(and(eq(radarSourceData.sourceId, source.id), eq(radarSourceData.externalKey, "id:scw-2026-11-22-004")));
    expect(seen).toEqual([{ eventId: null }]);
  });

  it("creates nothing new when polled again, and sends the ETag back (304)", async () => {
    const body = feedFixture("supply-chain-news.rss.xml");
    server.serveFeed("/again.xml", body);
    const source = await createFeedSource(org, server.url("/again.xml"));
    expect((await poll(source.id)).body.last_poll_event_count).toBe(4);

    const notModified = await poll(source.id);
    expect(notModified.body).toMatchObject({
      last_poll_status: "ok",
      last_poll_item_count: 0,
      last_poll_event_count: 0,
    });
    const [, second] = server.at("/again.xml");
    expect(second?.headers["if-none-match"]).toBe(`"${"/again.xml".length}-${body.length}"`);

    // Changed content (new ETag) with the same items: read again, deduplicated by item key.
    server.serveFeed("/again.xml", `${body}\n`);
    const unchangedItems = await poll(source.id);
    expect(unchangedItems.body).toMatchObject({ last_poll_item_count: 5, last_poll_event_count: 0 });
    expect(await eventsOf(source.id)).toHaveLength(4);
  });

  it("honours Last-Modified when the feed has no ETag", async () => {
    const modified = "Tue, 24 Nov 2026 08:00:00 GMT";
    server.on("/atom.xml", (req, res) => {
      if (req.headers["if-modified-since"] === modified) {
        res.writeHead(304).end();
      } else {
        res.writeHead(200, { "content-type": "application/atom+xml", "last-modified": modified });
        res.end(feedFixture("vendor-watch.atom.xml"));
      }
    });
    const source = await createFeedSource(org, server.url("/atom.xml"), { name: "Vendor watch" });
    const first = await poll(source.id);
    expect(first.body).toMatchObject({ last_poll_status: "ok", last_poll_item_count: 3, last_poll_event_count: 2 });
    const events = await eventsOf(source.id);
    const campaign = events.find((event) => event.name === "Acme Cloud and Globex named in ransomware campaign");
    expect(campaign?.primary_impact_type).toBe("Infosec");
    expect([...(campaign?.vendor_ids ?? [])].sort()).toEqual([vendorIds.acme, vendorIds.globex].sort());
    const hooli = events.find((event) => event.name === "Hooli completes acquisition of a smaller rival");
    expect(hooli).toMatchObject({ primary_impact_type: "Corporate", summary: "The deal closed on Tuesday." });
    expect((await poll(source.id)).body).toMatchObject({ last_poll_item_count: 0, last_poll_event_count: 0 });
  });

  it("uses the organization's keyword rules as they are when polled; no match is Other", async () => {
    await callApi("put", "/v1/radar/keyword_rules", {
      token: org.token,
      body: { rules: [{ keyword: "contaminated", impact_type: "ESG" }] },
    });
    server.serveFeed("/rules.xml", feedFixture("supply-chain-news.rss.xml"));
    const source = await createFeedSource(org, server.url("/rules.xml"));
    await poll(source.id);
    const types = Object.fromEntries(
      (await eventsOf(source.id)).map((event) => [String(event.name), event.primary_impact_type]),
    );
    expect(types).toEqual({
      "Acme Cloud confirms data breach affecting customer records": "Other",
      "Globex files for bankruptcy protection": "Other",
      "Payments platform hit by hours-long outage": "Other",
      "Umbrella Corp sued over contaminated supplies": "ESG",
    });
  });

  it("records a failed poll with the reason for a malformed feed, an HTTP error, an oversize body and an unreachable URL", async () => {
    server.on("/broken.xml", (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>hi</html>"));
    server.on("/gone.xml", (_req, res) => res.writeHead(410).end());
    server.on("/huge.xml", (_req, res) => {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(Buffer.alloc(5 * 1024 * 1024 + 10, "a"));
    });
    const cases = [
      [server.url("/broken.xml"), /Not an RSS or Atom feed/],
      [server.url("/gone.xml"), /HTTP 410/],
      [server.url("/huge.xml"), /larger than 5 MiB/],
    ] as const;
    for (const [feedUrl, message] of cases) {
      const source = await createFeedSource(org, feedUrl);
      const result = await poll(source.id);
      expect([feedUrl, result.body.poll?.state, result.body.last_poll_status]).toEqual([
        feedUrl,
        "succeeded",
        "failed",
      ]);
      expect(result.body.last_poll_error).toMatch(message);
      expect(result.body.last_poll_error).not.toMatch(/\n\s+at /);
      expect(result.body.last_poll_event_count).toBeNull();
    }
    // A port nothing listens on, reached through an allowed origin.
    const closed = await createFeedSource(org, server.url("/closed.xml"));
    const previous = process.env.RADAR_FEED_TEST_TARGETS;
    process.env.RADAR_FEED_TEST_TARGETS = `${previous},http://127.0.0.1:9`;
    await callApi("patch", `/v1/radar/sources/${closed.id}`, {
      token: org.token,
      body: { feed_url: "http://127.0.0.1:9/feed.xml" },
    });
    const unreachable = await poll(closed.id);
    process.env.RADAR_FEED_TEST_TARGETS = previous;
    expect(unreachable.body).toMatchObject({ last_poll_status: "failed" });
    // Refused or timed out read the same: the message does not tell whether the port is open.
    expect(unreachable.body.last_poll_error).toBe("The feed could not be reached.");
  });

  it("refuses a redirect to a private address at fetch time", async () => {
    server.on("/redirect.xml", (_req, res) => res.writeHead(302, { location: "http://10.0.0.8/feed.xml" }).end());
    const source = await createFeedSource(org, server.url("/redirect.xml"));
    const result = await poll(source.id);
    expect(result.body.last_poll_status).toBe("failed");
    expect(result.body.last_poll_error).toBe("The feed redirected to a URL that is not allowed.");
  });

  it("follows a few redirects, and no more", async () => {
    server.serveFeed("/moved-here.xml", feedFixture("vendor-watch.atom.xml"), "application/atom+xml");
    server.on("/moved.xml", (_req, res) => res.writeHead(301, { location: "/moved-here.xml" }).end());
    const moved = await createFeedSource(org, server.url("/moved.xml"));
    expect((await poll(moved.id)).body).toMatchObject({ last_poll_status: "ok", last_poll_item_count: 3 });

    server.on("/loop.xml", (_req, res) => res.writeHead(302, { location: "/loop.xml" }).end());
    const loop = await createFeedSource(org, server.url("/loop.xml"));
    const result = await poll(loop.id);
    expect(result.body).toMatchObject({ last_poll_status: "failed" });
    expect(result.body.last_poll_error).toMatch(/redirected more than 3 times/);
    expect(server.at("/loop.xml")).toHaveLength(4);
  });

  it("reads at most 500 items per poll", async () => {
    const items = Array.from(
      { length: 600 },
      (_, index) => `<item><title>Market update ${index}</title><guid>g-${index}</guid></item>`,
    ).join("");
    server.serveFeed(
      "/many.xml",
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Many</title>${items}</channel></rss>`,
    );
    const source = await createFeedSource(org, server.url("/many.xml"));
    const result = await poll(source.id);
    expect(result.body).toMatchObject({ last_poll_status: "ok", last_poll_item_count: 500, last_poll_event_count: 0 });
    const seen = await db()
      .select({ key: radarSourceData.externalKey })
      .from(radarSourceData)
      .where(eq(radarSourceData.sourceId, source.id));
    expect(seen).toHaveLength(500);
  });
});

describe("the scheduled poll", () => {
  it("polls the enabled, non-archived feed sources that are due, through the job queue", async () => {
    const scheduled = await createOrg("Scheduled Org");
    await createVendor(scheduled, { name: "Acme Cloud" });
    server.serveFeed("/scheduled.xml", feedFixture("supply-chain-news.rss.xml"));
    const due = await createFeedSource(scheduled, server.url("/scheduled.xml"), { name: "Due" });
    const disabled = await createFeedSource(scheduled, server.url("/scheduled.xml"), { name: "Off", enabled: false });
    const archived = await createFeedSource(scheduled, server.url("/scheduled.xml"), { name: "Archived" });
    await callApi("patch", `/v1/radar/sources/${archived.id}`, {
      token: scheduled.token,
      body: { is_archived: true },
    });

    const worker = new JobWorker({ orgId: scheduled.orgId });
    await enqueueJob(db(), pollDueFeedsJob, {}, { orgId: scheduled.orgId });
    expect(await worker.runUntilIdle()).toBe(2); // the round, then the one due source
    const rows = await db()
      .select({ id: radarSources.id, status: radarSources.lastPollStatus, events: radarSources.lastPollEventCount })
      .from(radarSources)
      .where(eq(radarSources.orgId, scheduled.orgId));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[due.id]).toMatchObject({ status: "ok", events: 1 });
    expect(byId[disabled.id]?.status).toBeNull();
    expect(byId[archived.id]?.status).toBeNull();

    // Just polled: not due again in the next round.
    await enqueueJob(db(), pollDueFeedsJob, {}, { orgId: scheduled.orgId });
    expect(await worker.runUntilIdle()).toBe(1);
  });
});
