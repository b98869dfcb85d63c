import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { budgetFigures, budgetHeader, budgetRow, startEmbeddedApp } from "./embedded-app";

/**
 * The embedded database while one organization polls a 500-item feed (part `feeds` of `npm run
 * bench`, or `tsx lib/bench/feed-poll-bench.ts` alone): one process with an in-memory PGlite, as
 * `npm start` without DATABASE_URL runs, its API app and job worker. Organization A's "poll now" on
 * a feed of 500 new items, each naming one of its 20 vendors (so 500 radar events and alerts);
 * meanwhile organization B reads `GET /v1/vendors?limit=1` in a loop, one request after the other.
 * Reports the poll's longest transaction (lib/db/transaction-watch.ts) and B's read latencies,
 * per round (each round a fresh feed of new items). Nothing is asserted: these are figures.
 */

const ITEMS = 500;
const VENDORS = 20;
const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 3);

function feedOf(round: number): string {
  const items = Array.from(
    { length: ITEMS },
    (_, index) =>
      `<item><title>Vendorco ${index % VENDORS} reports an outage, number ${index}</title>` +
      `<guid>round-${round}-${index}</guid><description>Service update ${index}.</description></item>`,
  ).join("");
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench</title>${items}</channel></rss>`;
}

export interface FeedPollRound extends ReturnType<typeof budgetFigures> {
  round: number;
  pollMs: number;
}

export async function runFeedPollBench(): Promise<FeedPollRound[]> {
  const app = await startEmbeddedApp();
  const { request, signUp } = app;

  let feed = "";
  const server = createServer((_req, res) => res.writeHead(200, { "content-type": "application/rss+xml" }).end(feed));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.RADAR_FEED_TEST_TARGETS = origin;

  const polling = await signUp("Polling");
  const reader = await signUp("Reader");
  for (let index = 0; index < VENDORS; index += 1) {
    await request("/v1/vendors", { token: polling.token, body: { name: `Vendorco ${index}` } });
  }
  await request("/v1/vendors", { token: reader.token, body: { name: "Reader's vendor" } });
  const source = await request("/v1/radar/sources", {
    token: polling.token,
    body: { name: "Bench feed", feed_url: `${origin}/feed.xml` },
  });
  // Warm-up: the first requests compile the routes and prepare the statements.
  for (let index = 0; index < 20; index += 1) {
    await request("/v1/vendors?limit=1", { token: reader.token });
  }

  const rounds: FeedPollRound[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      feed = feedOf(round);
      // A minute has passed for "poll now"'s throttle.
      await app.db.execute(sql`update radar_sources set poll_requested_at = null where id = ${source.id}`);
      const watch = app.watchTransactions();
      const started = performance.now();
      await request(`/v1/radar/sources/${source.id}/poll`, { token: polling.token, method: "POST" });
      const reads = await app.readsDuring(reader, new app.JobWorker({ orgId: polling.orgId }).runUntilIdle());
      const pollMs = performance.now() - started;
      watch.stop();
      rounds.push({
        round,
        pollMs,
        ...budgetFigures(
          watch.transactions.map((transaction) => transaction.ms),
          reads,
        ),
      });
    }
  } finally {
    server.close();
    await app.close();
  }
  return rounds;
}

export function printFeedPollReport(rounds: FeedPollRound[]): void {
  console.log(`\nA ${ITEMS}-item feed poll beside another organization's reads (embedded database):`);
  console.log(`| round | poll | ${budgetHeader}`);
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const round of rounds) {
    console.log(`| ${round.round} | ${round.pollMs.toFixed(1)} ms | ${budgetRow(round)}`);
  }
}

if (process.argv[1]?.endsWith("feed-poll-bench.ts")) {
  runFeedPollBench()
    .then((rounds) => {
      printFeedPollReport(rounds);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
