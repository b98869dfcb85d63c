import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { type Dispatcher, Pool } from "undici";
import { documentForm } from "@/lib/testing/document-files";
import { sleep } from "./app-process";
import { BENCH_ALERTS_QUERY } from "./bare-radar";
import { BENCH_LEADERBOARD_QUERY } from "./bare-zero-touch";
import { percentile } from "./percentile";
import { processGroupUsage } from "./process-group";
import { type GrowthSample, printGrowthReport, sampleGrowth } from "./soak-growth";
import type { SoakFixture } from "./soak-seed";

export { type SoakFixture, seedSoak } from "./soak-seed";

/**
 * The soak test: `connections` client loops against the real server for `minutes`, 75% reads (vendor
 * list and detail, the radar alert list, the zero touch leaderboard) and 25% writes (vendor create
 * and update, alert dismissal, document upload), each loop sending one request at a time. Reported per
 * minute: throughput, p50/p99, failures, and the app's process group RSS, open file descriptors and
 * database connections (sampled every 5 s). The verdict: no non-2xx, p99 stable, no growth.
 */

export interface SoakOptions {
  appUrl: string;
  /** The app's process group (spawned detached); its background-lane child is in it. */
  processGroupId: number;
  databaseUrl: string;
  /** A standard ak_ key of the seeded organization. */
  secret: string;
  /** An admin dashboard session token of the same organization (the leaderboard is dashboard-only). */
  sessionToken: string;
  orgId: string;
  minutes: number;
  connections: number;
}

export interface SoakMinute {
  minute: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  rssMb: number;
  openFds: number;
  dbConnections: number;
}

export interface SoakSample extends GrowthSample {
  /** When it was scheduled, in milliseconds since the soak started: 5,000, 10,000, … to the end. */
  atMs: number;
  rssMb: number;
  openFds: number;
  dbConnections: number;
}

export interface SoakResult {
  minutes: SoakMinute[];
  /** non2xx counts network errors too, which have no status. */
  byOperation: Record<string, { requests: number; non2xx: number }>;
  /** The first 20 distinct "status operation code" lines or error messages. */
  failures: string[];
  verdict: {
    zeroNon2xx: boolean;
    /** The last minute's p99 at most P99_LIMIT × the second minute's (the first warms up). */
    p99Stable: boolean;
    /** The second half's mean RSS at most RSS_GROWTH_LIMIT_MB above the first half's. */
    rssFlat: boolean;
    connectionsFlat: boolean;
    fdsFlat: boolean;
  };
  /** The 5 s samples behind the per-minute means and the verdict. */
  samples: SoakSample[];
}

const MINUTE_MS = 60_000;
const SAMPLE_INTERVAL_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_FAILURES = 20;
const P99_LIMIT = 1.5;
const RSS_GROWTH_LIMIT_MB = 64;
const MB = 1024 * 1024;
const READ_WEIGHT = 75 / 4;
const WRITE_WEIGHT = 25 / 4;

interface PreparedRequest {
  method: "GET" | "POST" | "PATCH";
  path: string;
  credential: "key" | "session";
  body?: Buffer | string;
  contentType?: string;
}

interface Operation {
  label: string;
  weight: number;
  /** Null when the operation has nothing left to act on (no open alert to dismiss). */
  prepare(): Promise<PreparedRequest | null>;
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) {
    throw new Error("pick from an empty list");
  }
  return item;
}

async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "multipart/form-data",
  };
}

function jsonRequest(method: "POST" | "PATCH", path: string, body: unknown): PreparedRequest {
  return { method, path, credential: "key", body: JSON.stringify(body), contentType: "application/json" };
}

function soakOperations(fixture: SoakFixture): Operation[] {
  const runTag = randomBytes(3).toString("hex");
  let created = 0;
  let updated = 0;
  const get = (path: string, credential: PreparedRequest["credential"] = "key") =>
    Promise.resolve<PreparedRequest>({ method: "GET", path, credential });
  return [
    { label: "GET /v1/vendors?limit=50", weight: READ_WEIGHT, prepare: () => get("/v1/vendors?limit=50") },
    {
      label: "GET /v1/vendors/{id}",
      weight: READ_WEIGHT,
      prepare: () => get(`/v1/vendors/${pick(fixture.vendorIds)}`),
    },
    {
      label: `GET /v1/radar/alerts?${BENCH_ALERTS_QUERY}`,
      weight: READ_WEIGHT,
      prepare: () => get(`/v1/radar/alerts?${BENCH_ALERTS_QUERY}`),
    },
    {
      label: `GET /v1/zero_touch_assessment/leaderboard?${BENCH_LEADERBOARD_QUERY}`,
      weight: READ_WEIGHT,
      prepare: () => get(`/v1/zero_touch_assessment/leaderboard?${BENCH_LEADERBOARD_QUERY}`, "session"),
    },
    {
      label: "POST /v1/vendors",
      weight: WRITE_WEIGHT,
      prepare: async () => {
        created += 1;
        return jsonRequest("POST", "/v1/vendors", {
          name: `Soak vendor ${runTag}-${created}`,
          website: `https://soak-${runTag}-${created}.example`,
          description: "Created by the soak test.",
        });
      },
    },
    {
      label: "PATCH /v1/vendors/{id}",
      weight: WRITE_WEIGHT,
      prepare: async () => {
        updated += 1;
        return jsonRequest("PATCH", `/v1/vendors/${pick(fixture.vendorIds)}`, {
          description: `Reviewed by the soak test (${runTag}, update ${updated}).`,
        });
      },
    },
    {
      label: "POST /v1/radar/alerts/{id}/dismiss",
      weight: WRITE_WEIGHT,
      // Taken off the shared list: each alert is dismissed once, even across soaks on one fixture.
      prepare: async () => {
        const alertId = fixture.openAlertIds.pop();
        return alertId
          ? jsonRequest("POST", `/v1/radar/alerts/${alertId}/dismiss`, { reason: "Not relevant (soak test)." })
          : null;
      },
    },
    {
      label: "POST /v1/documents",
      weight: WRITE_WEIGHT,
      prepare: async () => {
        const file = { name: fixture.document.name, bytes: fixture.document.bytes, type: "application/pdf" };
        const { body, contentType } = await multipart(documentForm(file, { vendor_id: pick(fixture.vendorIds) }));
        return { method: "POST", path: "/v1/documents", credential: "key", body, contentType };
      },
    },
  ];
}

function weightedPicker(operations: Operation[]): () => Operation {
  const total = operations.reduce((sum, operation) => sum + operation.weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const operation of operations) {
      roll -= operation.weight;
      if (roll < 0) {
        return operation;
      }
    }
    return operations[operations.length - 1] as Operation;
  };
}

/** The `detail.code` of an error envelope, else the start of the body. */
function errorCode(text: string): string {
  try {
    const { detail } = JSON.parse(text) as { detail?: unknown };
    if (detail && typeof detail === "object" && "code" in detail) {
      return String(detail.code);
    }
    if (detail !== undefined) {
      return JSON.stringify(detail).slice(0, 120);
    }
  } catch {
    // not JSON
  }
  return text.slice(0, 120);
}

interface MinuteTally {
  latencies: number[];
  non2xx: number;
  errors: number;
}

/** Outcomes by minute of completion and by operation, and the first distinct failures. */
class Recorder {
  readonly tallies: MinuteTally[];
  readonly byOperation: Record<string, { requests: number; non2xx: number }> = {};
  private readonly failures = new Set<string>();

  constructor(
    private readonly startedAt: number,
    minutes: number,
  ) {
    this.tallies = Array.from({ length: minutes }, () => ({ latencies: [], non2xx: 0, errors: 0 }));
  }

  private tallyNow(): MinuteTally {
    const index = Math.floor((performance.now() - this.startedAt) / MINUTE_MS);
    return this.tallies[Math.min(index, this.tallies.length - 1)] as MinuteTally;
  }

  private operation(label: string) {
    this.byOperation[label] ??= { requests: 0, non2xx: 0 };
    return this.byOperation[label];
  }

  private fail(description: string): void {
    if (this.failures.size < MAX_FAILURES) {
      this.failures.add(description);
    }
  }

  response(label: string, latencyMs: number, status: number, body: string): void {
    const tally = this.tallyNow();
    const operation = this.operation(label);
    tally.latencies.push(latencyMs);
    operation.requests += 1;
    if (status < 200 || status > 299) {
      tally.non2xx += 1;
      operation.non2xx += 1;
      this.fail(`${status} ${label} ${errorCode(body)}`);
    }
  }

  error(label: string, message: string): void {
    this.tallyNow().errors += 1;
    const operation = this.operation(label);
    operation.requests += 1;
    operation.non2xx += 1;
    this.fail(`error ${label} ${message}`);
  }

  failureList(): string[] {
    return [...this.failures];
  }
}

async function send(pool: Pool, options: SoakOptions, operation: Operation, recorder: Recorder): Promise<void> {
  const prepared = await operation.prepare();
  if (!prepared) {
    recorder.error(operation.label, "nothing left to act on (the fixture's open alerts ran out)");
    return;
  }
  const token = prepared.credential === "session" ? options.sessionToken : options.secret;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (prepared.contentType) {
    headers["content-type"] = prepared.contentType;
  }
  const request: Dispatcher.RequestOptions = {
    method: prepared.method,
    path: prepared.path,
    headers,
    body: prepared.body,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  };
  const started = performance.now();
  try {
    const response = await pool.request(request);
    // The whole body is read either way, so the latency includes it and the connection is reused;
    // only a failure's is decoded.
    let body = "";
    if (response.statusCode >= 200 && response.statusCode <= 299) {
      await response.body.arrayBuffer();
    } else {
      body = await response.body.text();
    }
    recorder.response(operation.label, performance.now() - started, response.statusCode, body);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    recorder.error(operation.label, typeof code === "string" ? `${code} ${message}` : message);
  }
}

/**
 * Samples the group and the database every SAMPLE_INTERVAL_MS of the soak, the last at its end; a
 * sample's atMs is its scheduled time, so it falls in the minute it closes ((m - 1) min, m min].
 */
function startSampler(options: SoakOptions, startedAt: number, durationMs: number) {
  const samples: SoakSample[] = [];
  let cancelled = false;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  const done = (async () => {
    await client.connect();
    try {
      for (let at = SAMPLE_INTERVAL_MS; at <= durationMs && !cancelled; at += SAMPLE_INTERVAL_MS) {
        await sleep(Math.max(0, startedAt + at - performance.now()));
        const { rows } = await client.query<{ count: string }>(
          `SELECT count(*) AS count FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        const usage = processGroupUsage(options.processGroupId);
        samples.push({
          ...(await sampleGrowth(client, usage)),
          atMs: at,
          rssMb: (usage?.rssBytes ?? 0) / MB,
          openFds: usage?.openFds ?? 0,
          dbConnections: Number(rows[0]?.count ?? 0),
        });
      }
      return samples;
    } finally {
      await client.end();
    }
  })();
  return {
    done,
    cancel() {
      cancelled = true;
      return done.catch(() => samples);
    },
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function summarizeMinutes(tallies: MinuteTally[], samples: SoakSample[]): SoakMinute[] {
  return tallies.map((tally, index) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const inMinute = samples.filter((sample) => Math.ceil(sample.atMs / MINUTE_MS) === index + 1);
    const requests = tally.latencies.length + tally.errors;
    return {
      minute: index + 1,
      requests,
      reqPerSec: requests / (MINUTE_MS / 1000),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      non2xx: tally.non2xx,
      errors: tally.errors,
      rssMb: mean(inMinute.map((sample) => sample.rssMb)),
      openFds: mean(inMinute.map((sample) => sample.openFds)),
      dbConnections: mean(inMinute.map((sample) => sample.dbConnections)),
    };
  });
}

function halves(samples: SoakSample[]): [SoakSample[], SoakSample[]] {
  const middle = Math.floor(samples.length / 2);
  return [samples.slice(0, middle), samples.slice(samples.length - middle)];
}

/** The figures each verdict compares, shared by the verdict and the report. */
function verdictFigures(minutes: SoakMinute[], samples: SoakSample[]) {
  const [first, second] = halves(samples);
  const last = minutes[minutes.length - 1];
  // A one-minute check has no second minute: it compares the minute with itself.
  const baseline = minutes[1] ?? minutes[0];
  const of = (half: SoakSample[], key: "rssMb" | "openFds" | "dbConnections") => half.map((sample) => sample[key]);
  return {
    non2xx: minutes.reduce((sum, minute) => sum + minute.non2xx, 0),
    errors: minutes.reduce((sum, minute) => sum + minute.errors, 0),
    lastP99: last?.p99Ms ?? Number.NaN,
    baselineP99: baseline?.p99Ms ?? Number.NaN,
    rssFirst: mean(of(first, "rssMb")),
    rssSecond: mean(of(second, "rssMb")),
    // Pool sizes and in-flight uploads make these fluctuate; growth is a second half whose mean is
    // above anything the first half reached.
    connectionsFirstMax: Math.max(...of(first, "dbConnections")),
    connectionsSecond: mean(of(second, "dbConnections")),
    fdsFirstMax: Math.max(...of(first, "openFds")),
    fdsSecond: mean(of(second, "openFds")),
  };
}

function judge(minutes: SoakMinute[], samples: SoakSample[]): SoakResult["verdict"] {
  const figures = verdictFigures(minutes, samples);
  return {
    zeroNon2xx: figures.non2xx === 0 && figures.errors === 0,
    p99Stable: figures.lastP99 <= P99_LIMIT * figures.baselineP99,
    rssFlat: figures.rssSecond - figures.rssFirst <= RSS_GROWTH_LIMIT_MB,
    connectionsFlat: figures.connectionsSecond <= figures.connectionsFirstMax,
    fdsFlat: figures.fdsSecond <= figures.fdsFirstMax,
  };
}

export async function runSoak(options: SoakOptions, fixture: SoakFixture): Promise<SoakResult> {
  const operations = soakOperations(fixture);
  const nextOperation = weightedPicker(operations);
  const pool = new Pool(options.appUrl, { connections: options.connections, pipelining: 1 });
  const durationMs = options.minutes * MINUTE_MS;
  const startedAt = performance.now();
  const recorder = new Recorder(startedAt, options.minutes);
  const sampler = startSampler(options, startedAt, durationMs);
  const loop = async () => {
    while (performance.now() < startedAt + durationMs) {
      await send(pool, options, nextOperation(), recorder);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, loop));
  } catch (error) {
    await sampler.cancel();
    throw error;
  } finally {
    await pool.close();
  }
  const samples = await sampler.done;
  const minutes = summarizeMinutes(recorder.tallies, samples);
  return {
    minutes,
    byOperation: recorder.byOperation,
    failures: recorder.failureList(),
    verdict: judge(minutes, samples),
    samples,
  };
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const passFail = (ok: boolean) => (ok ? "PASS" : "FAIL");

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, index) => (index === 0 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

export function printSoakReport(result: SoakResult): void {
  const totalRequests = result.minutes.reduce((sum, minute) => sum + minute.requests, 0);
  console.log(`\n## Soak: ${result.minutes.length} min, ${totalRequests} requests\n`);
  console.log(
    markdownTable(
      ["minute", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "RSS MB", "open fds", "DB connections"],
      result.minutes.map((minute) => [
        String(minute.minute),
        String(minute.requests),
        fixed(minute.reqPerSec),
        fixed(minute.p50Ms),
        fixed(minute.p99Ms),
        String(minute.non2xx),
        String(minute.errors),
        fixed(minute.rssMb),
        fixed(minute.openFds),
        fixed(minute.dbConnections),
      ]),
    ),
  );
  console.log("");
  console.log(
    markdownTable(
      ["operation", "requests", "share", "non-2xx"],
      Object.entries(result.byOperation).map(([label, counts]) => [
        label,
        String(counts.requests),
        `${fixed((100 * counts.requests) / totalRequests)}%`,
        String(counts.non2xx),
      ]),
    ),
  );
  if (result.failures.length > 0) {
    console.log("\nFirst distinct failures:");
    for (const failure of result.failures) {
      console.log(`- ${failure}`);
    }
  }
  printGrowthReport(result.samples[0], result.samples.at(-1));
  const figures = verdictFigures(result.minutes, result.samples);
  const { verdict } = result;
  console.log("\nVerdict:");
  console.log(`- 0 non-2xx: ${passFail(verdict.zeroNon2xx)} (${figures.non2xx} non-2xx, ${figures.errors} errors)`);
  console.log(
    `- p99 stable: ${passFail(verdict.p99Stable)} (last minute ${fixed(figures.lastP99)} ms, ` +
      `at most ${P99_LIMIT} × second minute ${fixed(figures.baselineP99)} ms)`,
  );
  console.log(
    `- RSS flat: ${passFail(verdict.rssFlat)} (second half mean ${fixed(figures.rssSecond)} MB, ` +
      `first half ${fixed(figures.rssFirst)} MB, growth at most ${RSS_GROWTH_LIMIT_MB} MB)`,
  );
  console.log(
    `- DB connections flat: ${passFail(verdict.connectionsFlat)} (second half mean ` +
      `${fixed(figures.connectionsSecond)}, first half max ${figures.connectionsFirstMax})`,
  );
  console.log(
    `- open fds flat: ${passFail(verdict.fdsFlat)} (second half mean ${fixed(figures.fdsSecond)}, ` +
      `first half max ${figures.fdsFirstMax})`,
  );
}
