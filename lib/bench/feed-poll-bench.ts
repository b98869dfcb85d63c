import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { percentile } from "./percentile";

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

export interface FeedPollRound {
  round: number;
  pollMs: number;
  transactions: number;
  medianTransactionMs: number;
  longestTransactionMs: number;
  reads: number;
  readP50Ms: number;
  readP99Ms: number;
  readMaxMs: number;
}

export async function runFeedPollBench(): Promise<FeedPollRound[]> {
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "vrp-feed-bench-"));
  process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
  const { openPglite, setDatabaseHandle } = await import("@/lib/db/client");
  const { applyMigrations } = await import("@/lib/db/migrate");
  const { appModules } = await import("@/lib/modules/all");
  const { registerModules } = await import("@/lib/modules/register");
  const { apiApp } = await import("@/lib/api/app");
  const { watchTransactions } = await import("@/lib/db/transaction-watch");
  const { JobWorker } = await import("@/lib/jobs/worker");

  const handle = openPglite(undefined);
  await applyMigrations(handle);
  setDatabaseHandle(handle);
  registerModules(appModules);

  let feed = "";
  const server = createServer((_req, res) => res.writeHead(200, { "content-type": "application/rss+xml" }).end(feed));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.RADAR_FEED_TEST_TARGETS = origin;

  const request = async (url: string, init: { token?: string; method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (init.token) {
      headers.authorization = `Bearer ${init.token}`;
    }
    const response = await apiApp().request(url, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    if (response.status >= 300) {
      throw new Error(`${url}: ${response.status} ${text}`);
    }
    return JSON.parse(text);
  };
  const signUp = async (name: string) => {
    const email = `${name.toLowerCase()}-${randomBytes(4).toString("hex")}@example.test`;
    const password = "correct horse battery staple";
    const created = await request("/api/auth/signup", { body: { organization_name: name, email, password } });
    const token = await request("/api/auth/token", { body: { email, password } });
    return { orgId: created.organization_id as string, token: token.access_token as string };
  };

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
      await handle.db.execute(sql`update radar_sources set poll_requested_at = null where id = ${source.id}`);
      const watch = watchTransactions();
      const started = performance.now();
      await request(`/v1/radar/sources/${source.id}/poll`, { token: polling.token, method: "POST" });
      let finished = false;
      const poll = new JobWorker({ orgId: polling.orgId }).runUntilIdle().finally(() => {
        finished = true;
      });
      const reads: number[] = [];
      while (!finished) {
        const at = performance.now();
        await request("/v1/vendors?limit=1", { token: reader.token });
        reads.push(performance.now() - at);
      }
      await poll;
      const pollMs = performance.now() - started;
      watch.stop();
      reads.sort((a, b) => a - b);
      rounds.push({
        round,
        pollMs,
        transactions: watch.transactions.length,
        medianTransactionMs: percentile(
          watch.transactions.map((transaction) => transaction.ms).sort((a, b) => a - b),
          50,
        ),
        longestTransactionMs: Math.max(...watch.transactions.map((transaction) => transaction.ms)),
        reads: reads.length,
        readP50Ms: percentile(reads, 50),
        readP99Ms: percentile(reads, 99),
        readMaxMs: reads.at(-1) ?? Number.NaN,
      });
    }
  } finally {
    server.close();
    setDatabaseHandle(undefined);
    await handle.close();
  }
  return rounds;
}

export function printFeedPollReport(rounds: FeedPollRound[]): void {
  console.log(`\nA ${ITEMS}-item feed poll beside another organization's reads (embedded database):`);
  console.log(
    "| round | poll | transactions | median transaction | longest transaction | reads | read p50 | read p99 | read max |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  for (const round of rounds) {
    console.log(
      `| ${round.round} | ${ms(round.pollMs)} | ${round.transactions} | ${ms(round.medianTransactionMs)} | ` +
        `${ms(round.longestTransactionMs)} | ` +
        `${round.reads} | ${ms(round.readP50Ms)} | ${ms(round.readP99Ms)} | ${ms(round.readMaxMs)} |`,
    );
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
