import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "@/lib/server/build";
import { type AppProcess, portInUse, startApp, waitForHealth } from "./app-process";
import { auditLogRows, printPurgeReport, runPurgeBench, seedAuditLog } from "./audit-log-bench";
import { printBankValidationReport, runBankValidationBench } from "./bank-validation-bench";
import { BENCH_CHANGE_FEED_QUERY } from "./bare-change-feed";
import { BENCH_CONTRACTS_QUERY } from "./bare-contracts";
import { BENCH_PORTFOLIO_PREFIXES, benchPortfolioQuery } from "./bare-portfolio";
import { BENCH_ALERTS_QUERY } from "./bare-radar";
import { type BareServer, startBareServer } from "./bare-server";
import { BENCH_LEADERBOARD_QUERY } from "./bare-zero-touch";
import {
  BOM_PORTFOLIO_TARGET,
  type BomAdvisoryBenchResult,
  type BomParseBenchResult,
  printBomAdvisoryReport,
  printBomParseReport,
  runBomAdvisoryBench,
  runBomParseBench,
} from "./bom-bench";
import { withDatabaseClient } from "./database-client";
import { printDeliveryReport, runDeliveryBench } from "./delivery-bench";
import { printExportReport, runExportBench } from "./export-bench";
import { printFeedPollReport, runFeedPollBench } from "./feed-poll-bench";
import { type IntakeResult, printIntakeReport, runIntakeBench } from "./intake-bench";
import { printRadarEventReport, runRadarEventBench } from "./radar-event-bench";
import { printReassessmentReport, runReassessmentBench } from "./reassessment-bench";
import { runReliabilityBench } from "./reliability-bench";
import { type Measurement, printMedianRound, printReport } from "./report";
import { call, checkEquivalent, createStandardKey, seed } from "./seed";
import { seedBomPortfolio } from "./seed-bom";
import { seedChangeFeed } from "./seed-change-feed";
import { seedContracts } from "./seed-contracts";
import { seedRadarAlerts } from "./seed-radar";
import { seedVendors } from "./seed-vendors";
import { DOCUMENT_CHARS, seedZeroTouch } from "./seed-zero-touch";
import { printUploadReport, runUploadBench } from "./upload-bench";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";
import { printZeroTouchBulkReport, runZeroTouchBulkBench } from "./zero-touch-bench";

/**
 * `npm run bench`: the real server (tsx lib/server/main.ts on a fresh PostgreSQL database) against
 * a bare node:http + pg server doing the same database work, on authenticated /v1 endpoints: two
 * about keys, and a vendor list page and one vendor in an organization of 10,000 vendors. Then webhook
 * delivery throughput and commit-to-receipt latency against a local receiver (delivery-bench.ts).
 * Then the export of 100,000 vendors (export-bench.ts): rows/s and the app's peak RSS growth beside
 * a plain COPY of the same rows. Then a 50 MiB document upload beside a plain disk write (upload-bench.ts).
 * Then the radar (radar part): the triage list on 100,000 alerts beside the bare server, and an event
 * linking 1,000 vendors beside a bare insert of the same rows (radar-event-bench.ts).
 * Then bills of materials (bom part), in organizations of their own: keycloak's 2.2 MB SBOM from upload to
 * parsed on a second app process that runs its jobs itself (`npm start`'s topology; this step runs
 * before any part starts a worker process), with that process's RSS sampled, beside JSON.parse plus one
 * multi-row insert; then 1,000 vendors with a 1,000-component latest BOM each: the portfolio search
 * beside the bare server, and an OSV advisory matched across the 1,000 BOMs to all its radar alerts
 * committed (bom-bench.ts).
 * Then the supplier profile (profile part): a vendor's change feed of 100,000 entries beside the bare
 * server, and the country rules' time to validate one bank account (bank-validation-bench.ts).
 * Then zero touch (zero_touch part), in an organization of its own with 10,000 vendors and a run each:
 * the leaderboard beside the bare server, and a bulk launch of 200 runs while webhook deliveries
 * flow, their latency beside the same deliveries with nothing else running (zero-touch-bench.ts).
 * Intake (intake part) runs right after the API endpoints, before any part starts a worker process,
 * in an organization of its own: sessions of the 15-question inherent risk questionnaire with 100,000
 * characters of context, answered offline: create → complete one at a time, and /api/health's latency
 * idle and while 10 are answered at once, first on a second app process that runs its jobs itself
 * (`npm start`'s topology), then on the app with a jobs-only worker beside it (intake-bench.ts).
 * First, when selected, feeds (feed-poll-bench.ts): on an embedded database in this process, a
 * 500-item feed poll's longest transaction and another organization's read latencies meanwhile; and
 * reassessments (reassessment-bench.ts), the same figures for a 5,000-vendor reassessment.
 * Then, when selected, reliability (reliability-bench.ts), on a database and app processes of its own:
 * a soak of 64 connections (BENCH_SOAK_MINUTES, default 10), then SIGTERM, kill -9 and a PostgreSQL
 * restart under write load.
 * Then, when selected, the audit log (audit_log part, audit-log-bench.ts), in an organization of its own
 * with BENCH_AUDIT_ROWS (default 10,000,000) audit rows over 12 months: the list, whole and over one
 * day, beside the bare server; purge statement times by batch size; the daily purge once.
 * Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), BENCH_DURATION (seconds, default 10),
 * BENCH_ONLY (comma-separated parts to run: api, radar, profile, delivery, zero_touch, export, upload,
 * feeds, reassessments, intake, contracts, bom, reliability, audit_log; default all), BENCH_CPU_PROFILE_DIR (the server processes write V8 CPU profiles there on exit),
 * BENCH_ONE_WORKER=1 (one `npm run worker` of the default lane instead of a standard and a background
 * one: it runs the background lane in a child process of its own), BENCH_ONE_WORKER=inline (the same
 * with BACKGROUND_LANE=inline: every job type in one process), BENCH_API_ONLY=1 (the app with SERVE=api and
 * no Next build: for the parts that call /v1 only), BENCH_AUDIT_ROWS (the audit_log part's rows).
 */

const root = process.cwd();
const APP_PORT = 3950;
const BARE_PORT = 3951;
const RECEIVER_PORT = 3952;
/** The intake part's second app process, which runs its jobs itself as `npm start` does. */
const INTAKE_APP_PORT = 3953;
/** The bom part's second app process, which runs its jobs itself (the BOM parse) as `npm start` does. */
const BOM_APP_PORT = 3954;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const POOL_SIZE = 10; // the app's default DATABASE_POOL_SIZE
const EXTRA_KEYS = 10;
const VENDOR_COUNT = 10_000;
const ALERT_COUNT = 100_000;
/** Rounds of each list benchmark (ours and bare in alternating order); the report takes medians. */
const LIST_ROUNDS = 5;
const CHANGE_FEED_ENTRIES = 100_000;
const CONTRACT_COUNT = 100_000;
/** The contract list's own bar (issue 37): stricter than the other lists'. */
const CONTRACTS_TARGET = { ratio: 0.8, p99Multiple: 1.3 };
/** The bom part's portfolio: vendors, each with one latest BOM of this many components. */
const BOM_VENDORS = 1_000;
const BOM_COMPONENTS_PER_VENDOR = 1_000;
/** Vendors the zero touch bulk launch runs on (the endpoint's maximum). */
const ZERO_TOUCH_BULK = 200;
/** What the report calls each endpoint, and the path requested (`{vendor_id}` is the seeded target). */
const ENDPOINTS = [
  { label: "/v1/utils/authtest", path: "/v1/utils/authtest" },
  { label: "/v1/api-keys", path: "/v1/api-keys" },
  { label: "/v1/vendors?limit=50", path: "/v1/vendors?limit=50" },
  { label: "/v1/vendors/{vendor_id}", path: "/v1/vendors/{vendor_id}" },
] as const;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

const PARTS = [
  "api",
  "radar",
  "profile",
  "delivery",
  "zero_touch",
  "export",
  "upload",
  "feeds",
  "reassessments",
  "intake",
  "contracts",
  "bom",
  "reliability",
  "audit_log",
] as const;
/** Parts that run in this process on an embedded database of their own: no build, server or PostgreSQL needed. */
const EMBEDDED_PARTS: readonly Part[] = ["feeds", "reassessments"];
/** Parts with a PostgreSQL database and app processes of their own, run before the shared app starts. */
const SEPARATE_PARTS: readonly Part[] = [...EMBEDDED_PARTS, "reliability"];
type Part = (typeof PARTS)[number];

function selectedParts(): Set<Part> {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) {
    return new Set(PARTS);
  }
  const names = raw.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY: unknown part ${unknown.join(", ")} (parts: ${PARTS.join(", ")})`);
  }
  return new Set(names as Part[]);
}

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION ?? "10";
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 300) {
    throw new Error(`BENCH_DURATION must be a number of seconds between 1 and 300, got "${raw}"`);
  }
  return seconds;
}

function databaseUrl(database: string): string {
  const url = new URL(process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432");
  if (!LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`BENCH_PG_URL must point at a loopback address, got host "${url.hostname}"`);
  }
  url.pathname = `/${database}`;
  return url.toString();
}

async function onAdminDatabase(statement: string): Promise<void> {
  await withDatabaseClient(
    databaseUrl("postgres"),
    async (client) => {
      await client.query(statement);
    },
    { connectionTimeoutMillis: 10_000 },
  );
}

function load(url: string, secret: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${secret}` },
    // The load generator gets its own thread, so it does not share an event loop with the bare server.
    workers: 1,
    timeout: 10,
  });
}

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error("cleanup step failed:", error);
      }
    }
  })();
  return cleaning;
}

async function main(): Promise<void> {
  const seconds = durationSeconds();
  const parts = selectedParts();
  if (parts.has("feeds")) {
    printFeedPollReport(await runFeedPollBench());
  }
  if (parts.has("reassessments")) {
    printReassessmentReport(await runReassessmentBench());
  }
  if (parts.has("reliability")) {
    // First: it restarts the PostgreSQL server, which would cut every other part's connections.
    const name = `vrp_reliability_${Date.now()}_${randomBytes(3).toString("hex")}`;
    await onAdminDatabase(`CREATE DATABASE "${name}"`);
    try {
      await runReliabilityBench(root, databaseUrl(name));
    } finally {
      await onAdminDatabase(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }
  if ([...parts].every((part) => SEPARATE_PARTS.includes(part))) {
    return;
  }
  for (const port of [APP_PORT, BARE_PORT, RECEIVER_PORT, INTAKE_APP_PORT, BOM_APP_PORT]) {
    if (await portInUse(port)) {
      throw new Error(`port ${port} is already in use on 127.0.0.1`);
    }
  }
  const database = `vrp_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await onAdminDatabase(`CREATE DATABASE "${database}"`);
  cleanups.push(async () => {
    await onAdminDatabase(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    console.log(`dropped database ${database}`);
  });
  console.log(`created database ${database}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vrp-bench-data-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  const receiver: WebhookReceiver = await startWebhookReceiver(RECEIVER_PORT);
  cleanups.push(() => receiver.close());

  // BENCH_API_ONLY: the app serves /v1 alone (SERVE=api), with no build of the pages to wait for.
  const apiOnly = process.env.BENCH_API_ONLY === "1";
  if (!apiOnly) {
    ensureBuild(root);
  }
  const appEnv = {
    PORT: String(APP_PORT),
    DATABASE_URL: databaseUrl(database),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    NODE_ENV: "production",
    ...(apiOnly ? { SERVE: "api" } : {}),
    WEBHOOK_TEST_TARGETS: receiver.url,
  };
  // The bare server checks dashboard session tokens as the app does, with the app's secret.
  process.env.AUTH_SECRET = appEnv.AUTH_SECRET;
  // Background jobs run in a separate worker process (started by the delivery or the zero touch
  // part), the scale-out topology; the app process serves the API only.
  const app: AppProcess = startApp(root, { ...appEnv, RUN_WORKER: "false" });
  cleanups.push(() => app.stop());
  // Jobs-only worker processes, started by the first part that needs them: the standard lane
  // (deliveries and the other short jobs), and the background lane (zero touch runs) at a lower CPU
  // priority, the topology lib/jobs/lanes.ts describes.
  const workers = new Map<string, Promise<AppProcess>>();
  // BENCH_ONE_WORKER: one worker of every lane instead (the topology of a single `npm run worker`).
  const oneWorker = process.env.BENCH_ONE_WORKER;
  const startLaneWorker = (requested: "standard" | "background") => {
    const lane = oneWorker ? "all" : requested;
    let worker = workers.get(lane);
    if (!worker) {
      worker = (async () => {
        const placement = oneWorker === "inline" ? "inline" : "child";
        const env = { ...appEnv, WORKER_LANE: lane, BACKGROUND_LANE: placement };
        const started = startApp(root, env, "lib/server/worker.ts", `${lane} worker`);
        cleanups.push(() => started.stop());
        await started.started;
        return started;
      })();
      workers.set(lane, worker);
    }
    return worker;
  };
  const startWorker = () => startLaneWorker("standard");
  const appUrl = `http://127.0.0.1:${APP_PORT}`;
  await waitForHealth(appUrl, app, 180_000);
  const org = await seed(appUrl, EXTRA_KEYS);
  const { secret } = org;
  console.log(`seeding ${VENDOR_COUNT} vendors…`);
  const vendorId = await seedVendors(appUrl, databaseUrl(database), org, VENDOR_COUNT);
  const endpoints = ENDPOINTS.map((endpoint) => ({
    label: endpoint.label,
    path: endpoint.path.replace("{vendor_id}", vendorId),
  }));

  const measurements: Measurement[] = [];
  const compare = async (label: string, path: string, bareUrl: string, bareFirst = false, token = secret) => {
    const servers = [
      ["ours", appUrl],
      ["bare", bareUrl],
    ] as const;
    for (const [server, baseUrl] of bareFirst ? [...servers].reverse() : servers) {
      console.log(`${label} on ${server}: warm-up ${WARMUP_SECONDS} s, then ${seconds} s…`);
      await load(`${baseUrl}${path}`, token, WARMUP_SECONDS);
      measurements.push({ endpoint: label, server, result: await load(`${baseUrl}${path}`, token, seconds) });
    }
  };
  let bareUrl: string | undefined;
  if (
    parts.has("api") ||
    parts.has("radar") ||
    parts.has("profile") ||
    parts.has("zero_touch") ||
    parts.has("contracts") ||
    parts.has("bom") ||
    parts.has("audit_log")
  ) {
    const bare: BareServer = await startBareServer(databaseUrl(database), BARE_PORT, POOL_SIZE);
    cleanups.push(() => bare.close());
    bareUrl = `http://127.0.0.1:${BARE_PORT}`;
  }
  if (parts.has("api") && bareUrl) {
    await checkEquivalent(
      appUrl,
      bareUrl,
      secret,
      endpoints.map((endpoint) => endpoint.path),
    );
    for (const { label, path } of endpoints) {
      await compare(label, path, bareUrl);
    }
  }

  // The BOM parse comes before every part that starts a worker process (intake's second half does):
  // the parse job must be claimed by the app process whose memory is sampled.
  let bomParse: BomParseBenchResult | undefined;
  if (parts.has("bom")) {
    const parseOrg = await seed(appUrl, 0);
    console.log("bom parse: a second app process that runs its jobs itself, as `npm start` does…");
    const bomApp = startApp(root, { ...appEnv, PORT: String(BOM_APP_PORT) }, "lib/server/main.ts", "bom app");
    cleanups.push(async () => {
      if (bomApp.alive()) {
        await bomApp.stop();
      }
    });
    const bomAppUrl = `http://127.0.0.1:${BOM_APP_PORT}`;
    await waitForHealth(bomAppUrl, bomApp, 180_000);
    bomParse = await runBomParseBench(bomAppUrl, databaseUrl(database), parseOrg, bomApp);
    await bomApp.stop();
  }

  // Intake comes before every part that starts a worker process: its first measure needs the
  // sessions answered by the app process that files them (a standard worker elsewhere would claim them).
  const intake: IntakeResult[] = [];
  if (parts.has("intake")) {
    const intakeOrg = await seed(appUrl, 0);
    console.log("intake: a second app process that runs its jobs itself, as `npm start` does…");
    const intakeApp = startApp(root, { ...appEnv, PORT: String(INTAKE_APP_PORT) }, "lib/server/main.ts", "intake app");
    cleanups.push(async () => {
      if (intakeApp.alive()) {
        await intakeApp.stop();
      }
    });
    const intakeAppUrl = `http://127.0.0.1:${INTAKE_APP_PORT}`;
    await waitForHealth(intakeAppUrl, intakeApp, 180_000);
    intake.push(
      await runIntakeBench(
        intakeAppUrl,
        databaseUrl(database),
        intakeOrg,
        { app: intakeApp },
        "npm start: the web server's process answers, on its answering threads",
      ),
    );
    await intakeApp.stop();
    const intakeWorker = await startWorker();
    intake.push(
      await runIntakeBench(
        appUrl,
        databaseUrl(database),
        intakeOrg,
        { app, worker: intakeWorker },
        `RUN_WORKER=false: a jobs-only ${oneWorker ? "worker of every lane" : "standard-lane worker"} process answers`,
        1_000,
      ),
    );
  }

  let radarEvent: Awaited<ReturnType<typeof runRadarEventBench>> | undefined;
  let listRounds: string | undefined;
  if (parts.has("radar") && bareUrl) {
    console.log(`seeding ${ALERT_COUNT} radar alerts…`);
    await seedRadarAlerts(appUrl, databaseUrl(database), org, ALERT_COUNT);
    const path = `/v1/radar/alerts?${BENCH_ALERTS_QUERY}`;
    await checkEquivalent(appUrl, bareUrl, secret, [path]);
    // Rounds in ABA order (ours first, then bare first, ...): a drift in the shared machine's load
    // then falls on both sides; the report gives each round and the median round.
    const label = `${path} (${ALERT_COUNT.toLocaleString("en-US")} alerts)`;
    for (let round = 1; round <= LIST_ROUNDS; round += 1) {
      await compare(`${label}, round ${round}`, path, bareUrl, round % 2 === 0);
    }
    listRounds = label;
    console.log("radar event linking 1,000 vendors beside a bare insert of the same rows…");
    // The links past the first batch are the worker's (radar.link_event_vendors).
    await startWorker();
    radarEvent = await runRadarEventBench(appUrl, databaseUrl(database), org);
  }

  let contractRounds: string | undefined;
  if (parts.has("contracts") && bareUrl) {
    console.log(`seeding ${CONTRACT_COUNT.toLocaleString("en-US")} contracts…`);
    await seedContracts(appUrl, databaseUrl(database), org, CONTRACT_COUNT);
    const path = `/v1/contract-records?${BENCH_CONTRACTS_QUERY}`;
    await checkEquivalent(appUrl, bareUrl, secret, [path]);
    const label = `/v1/contract-records?notice_deadline_before=…&limit=50 (${CONTRACT_COUNT.toLocaleString("en-US")} contracts)`;
    for (let round = 1; round <= LIST_ROUNDS; round += 1) {
      await compare(`${label}, round ${round}`, path, bareUrl, round % 2 === 0);
    }
    contractRounds = label;
  }

  const portfolioRounds: string[] = [];
  let bomAdvisory: BomAdvisoryBenchResult | undefined;
  if (parts.has("bom") && bareUrl) {
    console.log(`bom: an organization of ${BOM_VENDORS.toLocaleString("en-US")} vendors…`);
    const bomOrg = await seed(appUrl, 0);
    await seedVendors(appUrl, databaseUrl(database), bomOrg, BOM_VENDORS);
    console.log(
      `bom: a latest BOM of ${BOM_COMPONENTS_PER_VENDOR.toLocaleString("en-US")} components for each vendor (SQL)…`,
    );
    const portfolio = await seedBomPortfolio(databaseUrl(database), bomOrg, BOM_COMPONENTS_PER_VENDOR);
    console.log(
      `bom: ${portfolio.components.toLocaleString("en-US")} components over ${portfolio.vendors} vendors, ` +
        `from a pool of ${portfolio.poolPackages} packages`,
    );
    for (const prefix of BENCH_PORTFOLIO_PREFIXES) {
      const path = `/v1/bill_of_materials/portfolio/components?${benchPortfolioQuery(prefix)}`;
      await checkEquivalent(appUrl, bareUrl, bomOrg.secret, [path]);
      const { total } = (await call<{ total: number }>(appUrl, path, { token: bomOrg.secret })).json();
      const label =
        `/v1/bill_of_materials/portfolio/components?purl_prefix=${prefix}&limit=50 ` +
        `(${total.toLocaleString("en-US")} of ${portfolio.components.toLocaleString("en-US")} components match)`;
      for (let round = 1; round <= LIST_ROUNDS; round += 1) {
        await compare(`${label}, round ${round}`, path, bareUrl, round % 2 === 0, bomOrg.secret);
      }
      portfolioRounds.push(label);
    }
    console.log("bom: an OSV advisory of log4j-core matched across every latest BOM…");
    // The matching and the radar links past the first batch are the worker's.
    await startWorker();
    bomAdvisory = await runBomAdvisoryBench(appUrl, databaseUrl(database), bomOrg, portfolio.vendors);
  }

  let feedRounds: string | undefined;
  let validation: ReturnType<typeof runBankValidationBench> | undefined;
  if (parts.has("profile") && bareUrl) {
    console.log(`seeding ${CHANGE_FEED_ENTRIES} change feed entries…`);
    const feedVendorId = await seedChangeFeed(databaseUrl(database), org, CHANGE_FEED_ENTRIES);
    const path = `/v1/vendors/${feedVendorId}/change_feed?${BENCH_CHANGE_FEED_QUERY}`;
    await checkEquivalent(appUrl, bareUrl, secret, [path]);
    const label = `/v1/vendors/{id}/change_feed?${BENCH_CHANGE_FEED_QUERY} (${CHANGE_FEED_ENTRIES.toLocaleString("en-US")} entries)`;
    for (let round = 1; round <= LIST_ROUNDS; round += 1) {
      await compare(`${label}, round ${round}`, path, bareUrl, round % 2 === 0);
    }
    feedRounds = label;
    validation = runBankValidationBench();
  }

  const auditLogRounds: string[] = [];
  let purge:
    | { seeded: Awaited<ReturnType<typeof seedAuditLog>>; result: Awaited<ReturnType<typeof runPurgeBench>> }
    | undefined;
  if (parts.has("audit_log") && bareUrl) {
    const auditOrg = await seed(appUrl, 0);
    const auditKey = await createStandardKey(appUrl, auditOrg.token, "audit reader", ["audit:read"]);
    const rows = auditLogRows();
    console.log(`audit log: ${rows.toLocaleString("en-US")} rows over 12 months for one organization (SQL)…`);
    const seeded = await seedAuditLog(databaseUrl(database), auditOrg.orgId, rows);
    const dayPath = `/v1/system_audit_log?limit=50&start_time=${seeded.day.start}&end_time=${seeded.day.end}`;
    // The whole list's first page holds the benchmark's own calls, so only the past day compares.
    await checkEquivalent(appUrl, bareUrl, auditKey, [dayPath]);
    const count = rows.toLocaleString("en-US");
    for (const [label, path] of [
      [`/v1/system_audit_log?limit=50 (${count} rows)`, "/v1/system_audit_log?limit=50"],
      [`/v1/system_audit_log?limit=50&start_time=…&end_time=… one day (${count} rows)`, dayPath],
    ] as const) {
      for (let round = 1; round <= LIST_ROUNDS; round += 1) {
        await compare(`${label}, round ${round}`, path, bareUrl, round % 2 === 0, auditKey);
      }
      auditLogRounds.push(label);
    }
    purge = { seeded, result: await runPurgeBench(databaseUrl(database), auditOrg.orgId) };
  }

  let delivery: Awaited<ReturnType<typeof runDeliveryBench>> | undefined;
  if (parts.has("delivery")) {
    console.log("webhook deliveries: 1,000 events × 2 subscriptions…");
    delivery = await runDeliveryBench(appUrl, databaseUrl(database), org, receiver, startWorker);
  }

  let leaderboardRounds: string | undefined;
  let zeroTouch: Awaited<ReturnType<typeof runZeroTouchBulkBench>> | undefined;
  if (parts.has("zero_touch") && bareUrl) {
    console.log(`zero touch: an organization of ${VENDOR_COUNT} vendors…`);
    const ztOrg = await seed(appUrl, 0);
    await seedVendors(appUrl, databaseUrl(database), ztOrg, VENDOR_COUNT);
    const [ztWorker, ztBackgroundWorker] = await Promise.all([startWorker(), startLaneWorker("background")]);
    console.log(`zero touch: a run for each vendor, a document for ${ZERO_TOUCH_BULK} of them…`);
    const portfolio = await seedZeroTouch(appUrl, databaseUrl(database), ztOrg, ZERO_TOUCH_BULK);
    console.log(`zero touch: ${portfolio.runs} leaderboard rows, ${portfolio.unscored} unscored`);
    const path = `/v1/zero_touch_assessment/leaderboard?${BENCH_LEADERBOARD_QUERY}`;
    await checkEquivalent(appUrl, bareUrl, ztOrg.token, [path]);
    const label = `/v1/zero_touch_assessment/leaderboard?${BENCH_LEADERBOARD_QUERY} (${portfolio.runs.toLocaleString("en-US")} runs)`;
    for (let round = 1; round <= LIST_ROUNDS; round += 1) {
      await compare(`${label}, round ${round}`, path, bareUrl, round % 2 === 0, ztOrg.token);
    }
    leaderboardRounds = label;
    zeroTouch = await runZeroTouchBulkBench(
      appUrl,
      databaseUrl(database),
      ztOrg,
      receiver,
      { standard: ztWorker, background: ztBackgroundWorker },
      app,
      {
        ...portfolio,
        documentChars: DOCUMENT_CHARS,
      },
    );
  }
  const exported = parts.has("export") ? await runExportBench(appUrl, databaseUrl(database), app.pid) : undefined;

  let upload: Awaited<ReturnType<typeof runUploadBench>> | undefined;
  if (parts.has("upload")) {
    console.log("document upload: 50 MiB through POST /v1/documents beside a plain disk write…");
    upload = await runUploadBench(appUrl, org, dataDir, app.pid);
  }

  const { rows } = await withDatabaseClient(databaseUrl(database), (client) =>
    client.query<{ count: string }>("SELECT count(*) AS count FROM api_audit_log"),
  );
  const valid = measurements.length > 0 ? printReport(measurements, { connections: CONNECTIONS, seconds }) : true;
  if (listRounds) {
    printMedianRound(measurements, listRounds);
  }
  if (radarEvent) {
    printRadarEventReport(radarEvent);
  }
  if (feedRounds) {
    printMedianRound(measurements, feedRounds);
  }
  if (contractRounds) {
    printMedianRound(measurements, contractRounds, CONTRACTS_TARGET);
  }
  if (bomParse) {
    printBomParseReport(bomParse);
  }
  for (const label of portfolioRounds) {
    printMedianRound(measurements, label, BOM_PORTFOLIO_TARGET);
  }
  if (bomAdvisory) {
    printBomAdvisoryReport(bomAdvisory);
  }
  if (validation) {
    printBankValidationReport(validation);
  }
  for (const label of auditLogRounds) {
    printMedianRound(measurements, label);
  }
  if (purge) {
    printPurgeReport(purge.seeded, purge.result);
  }
  const deliveriesValid = delivery ? printDeliveryReport(delivery) : true;
  if (leaderboardRounds) {
    printMedianRound(measurements, leaderboardRounds);
  }
  const zeroTouchValid = zeroTouch ? printZeroTouchBulkReport(zeroTouch) : true;
  if (exported) {
    printExportReport(exported);
  }
  if (upload) {
    printUploadReport(upload);
  }
  const intakeValid = intake.map(printIntakeReport).every(Boolean);
  console.log(`\naudit rows written by ours: ${rows[0]?.count ?? "?"}`);
  if (app.problems.length > 0) {
    console.log(`\napp output mentioning errors/warnings (${app.problems.length} lines, first 10):`);
    for (const line of app.problems.slice(0, 10)) {
      console.log(`  ${line}`);
    }
  }
  if (!valid || !deliveriesValid || !zeroTouchValid || !intakeValid) {
    process.exitCode = 1;
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal} received; cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error("benchmark failed:", error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
  });
