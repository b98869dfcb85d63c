import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { JobWorker } from "@/lib/jobs";
import { radarSources } from "@/lib/modules/radar";
import type { Schemas } from "@/lib/testing/api-call-types";
import type { TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

type RadarSource = Schemas["RadarSource"];

/** A fixture feed of lib/modules/radar-feeds/fixtures. */
export function feedFixture(name: "supply-chain-news.rss.xml" | "vendor-watch.atom.xml"): string {
  return readFileSync(path.join(process.cwd(), "lib", "modules", "radar-feeds", "fixtures", name), "utf8");
}

type Responder = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A local feed server on 127.0.0.1 (random port). Its origin is put in RADAR_FEED_TEST_TARGETS, the
 * only way around the feed URL rules. Each path answers with its own responder (404 by default).
 */
export async function startFeedServer() {
  const requests: { path: string; headers: IncomingMessage["headers"] }[] = [];
  const responders = new Map<string, Responder>();
  const server = createServer((req, res) => {
    const requestPath = req.url ?? "/";
    requests.push({ path: requestPath, headers: req.headers });
    const respond = responders.get(requestPath) ?? ((_req, response) => response.writeHead(404).end("not found"));
    respond(req, res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.RADAR_FEED_TEST_TARGETS = origin;
  return {
    origin,
    requests,
    url: (feedPath: string) => `${origin}${feedPath}`,
    on(feedPath: string, responder: Responder) {
      responders.set(feedPath, responder);
    },
    /** Serves `body` with an ETag, answering 304 to a request that sends it back. */
    serveFeed(feedPath: string, body: string, contentType = "application/rss+xml; charset=utf-8") {
      const etag = `"${feedPath.length}-${body.length}"`;
      responders.set(feedPath, (req, res) => {
        if (req.headers["if-none-match"] === etag) {
          res.writeHead(304, { etag }).end();
        } else {
          res.writeHead(200, { "content-type": contentType, etag }).end(body);
        }
      });
    },
    at: (feedPath: string) => requests.filter((request) => request.path === feedPath),
    async close() {
      server.closeAllConnections();
      server.close();
      delete process.env.RADAR_FEED_TEST_TARGETS;
    },
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** A feed source through the API. */
export async function createFeedSource(
  org: TestOrg,
  feedUrl: string,
  body: Partial<Schemas["CreateRadarSource"]> = {},
): Promise<RadarSource> {
  const result = await callApi("post", "/v1/radar/sources", {
    token: org.token,
    body: { name: "Test feed", feed_url: feedUrl, ...body },
  });
  expectStatus(result, 201);
  return result.body;
}

/**
 * The security suite's source: a public IP literal (no DNS), archived so that a "poll now" the
 * suite makes answers 400 without reaching out to the internet.
 */
export async function createArchivedFeedSource(org: TestOrg): Promise<string> {
  const { id } = await createFeedSource(org, "https://93.184.215.14/feed.xml", { enabled: false });
  await callApi("patch", `/v1/radar/sources/${id}`, { token: org.token, body: { is_archived: true } });
  return id;
}

/** Runs the organization's queued jobs (polls, vendor links, deliveries) until none is left. */
export function runOrgJobs(org: TestOrg): Promise<number> {
  return new JobWorker({ orgId: org.orgId }).runUntilIdle();
}

/** The source as GET /v1/radar/sources lists it. */
export async function readSource(org: TestOrg, sourceId: string): Promise<RadarSource> {
  const list = await callApi("get", "/v1/radar/sources?include_archived=true&limit=200", { token: org.token });
  expectStatus(list, 200);
  const source = list.body.items.find((item) => item.id === sourceId);
  if (!source) {
    throw new Error(`source ${sourceId} not listed: ${list.status} ${list.text}`);
  }
  return source;
}

/** A minute passes for the source's "poll now" throttle. */
export async function forgetPollNow(org: TestOrg, sourceId: string): Promise<void> {
  await db()
    .update(radarSources)
    .set({ pollRequestedAt: new Date(Date.now() - 61_000) })
    .where(inOrg(radarSources, org.orgId, eq(radarSources.id, sourceId)));
}

/**
 * "Poll now" a minute after the last one, then the poll job to its end: the source of the 202
 * answer and the source with the poll's result.
 */
export async function pollToEnd(
  org: TestOrg,
  sourceId: string,
): Promise<{ started: RadarSource; source: RadarSource }> {
  await forgetPollNow(org, sourceId);
  const started = await callApi("post", `/v1/radar/sources/${sourceId}/poll`, { token: org.token });
  expectStatus(started, 202);
  await runOrgJobs(org);
  return { started: started.body, source: await readSource(org, sourceId) };
}
