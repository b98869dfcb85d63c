import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { newId } from "@/lib/ids";
import type { AppProcess } from "./app-process";
import { sleep } from "./app-process";
import { withDatabaseClient } from "./database-client";
import { serverPid } from "./export-bench";
import { call, expectStatus, type SeededOrg } from "./seed";
import { LOG4J_CORE } from "./seed-bom";

/**
 * Bills of materials (the `bom` part), the issue's three targets:
 *
 * - **Parse**: keycloak's 2.2 MB CycloneDX SBOM through the API as a client sends it (GET
 *   /v1/file/uploadable_url, PUT the bytes, POST /v1/bill_of_materials, then GET the BOM with
 *   `components=false` every POLL_MS until it reads parsed; the BOM with its components is then read
 *   once and timed apart), on an app process that serves HTTP and runs its jobs itself (the
 *   topology of `npm start`: the parse job is on the standard lane, which runs in that process, on a
 *   worker thread of it). Beside it, a bare script: `JSON.parse` of the same bytes, the nested
 *   components flattened as the parser does, and ONE multi-row INSERT of them into bom_components
 *   (same columns) under a scratch organization, on the same PostgreSQL. Target: ours at most 2× bare.
 *   The server process's RSS is sampled from /proc every 10 ms while parsing, from the POST's answer to
 *   parsed (and VmHWM after resetting it then): target at most 64 MB of growth; the growth from before
 *   the upload to the components read is reported beside it. The first run is reported apart (it
 *   starts the parse thread's code cold: tsx compiling it, the JSON schemas compiled).
 * - **Advisory across 1,000 BOMs** (with the seeded portfolio): POST /v1/bill_of_materials/advisories
 *   with an OSV advisory of log4j-core (every BOM ships 2.14.1), timed to all 1,000 radar alerts of
 *   its event committed (the database read every few milliseconds: first the event's ID on the
 *   advisory's matches, then the count of its alerts). No target; reported.
 *
 * The portfolio search itself is measured by api-bench.ts's `compare` against the bare server
 * (bare-portfolio.ts).
 */

export const BOM_PARSE_TARGET_RATIO = 2;
export const BOM_RSS_TARGET_MB = 64;
/** The portfolio search's bar: as the other lists. */
export const BOM_PORTFOLIO_TARGET = { ratio: 0.6, p99Multiple: 1.5 };

const FIXTURE = "keycloak-10.0.2.cdx.json";
const FIXTURE_PATH = path.join(process.cwd(), "lib/modules/bill-of-materials/parse/fixtures", FIXTURE);
/** How often the client reads the BOM while it parses. */
export const POLL_MS = 20;
const RSS_SAMPLE_MS = 10;
/** The cold first run, then these many. */
const PARSE_RUNS = 5;
const ADVISORY_RUNS = 5;
/** The bare insert's rows are written under these IDs and deleted after each run. */
const SCRATCH = {
  orgId: "cborg_bench_bare_parse_scratch",
  vendorId: "cbvndr_bench_bare_parse_scratch",
  documentId: "cbvdoc_bench_bare_parse_scratch",
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) : 0;
}

/** Resets VmHWM to the current RSS (Linux clear_refs "5"); false when the kernel does not allow it. */
function resetHighWaterMark(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** The upload address's path and query, to send to the app under test whatever PUBLIC_BASE_URL says. */
const localPart = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** How often the database is read for the server's phases (a job claimed, rows committed). */
const PHASE_SAMPLE_MS = 10;

/** The server's phases of one job, in the database's clock (epoch milliseconds; null when never seen). */
interface JobPhases {
  /** The job's claim (its locked_at). */
  claimedAt: number | null;
  /** The first sample that saw the job's rows committed. */
  rowsAt: number | null;
}

/**
 * Reads the database every PHASE_SAMPLE_MS (never two at once) until stopped: when the job of `jobType`
 * whose payload's `payloadKey` is `id` was claimed, and when the first row of `rowsTable` whose
 * `rowsColumn` is `id` was committed. Table and column names are the bench's own constants.
 */
function sampleJobPhases(
  client: pg.Client,
  job: { jobType: string; payloadKey: string; rowsTable: string; rowsColumn: string },
  id: string,
): { stop(): Promise<JobPhases> } {
  const phases: JobPhases = { claimedAt: null, rowsAt: null };
  const text = `SELECT extract(epoch FROM clock_timestamp()) * 1000 AS at,
      (SELECT extract(epoch FROM locked_at) * 1000 FROM jobs WHERE type = $2
       AND payload ->> '${job.payloadKey}' = $1 AND locked_at IS NOT NULL LIMIT 1) AS locked_at,
      EXISTS (SELECT 1 FROM ${job.rowsTable} WHERE ${job.rowsColumn} = $1) AS has_rows`;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ at: number; locked_at: number | null; has_rows: boolean }>(text, [
        id,
        job.jobType,
      ]);
      const row = rows[0];
      if (row) {
        phases.claimedAt ??= numberOrNull(row.locked_at);
        if (phases.rowsAt === null && row.has_rows) {
          phases.rowsAt = Number(row.at);
        }
      }
      await sleep(PHASE_SAMPLE_MS);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return phases;
    },
  };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

// ---------------------------------------------------------------------------------------------
// Parse

export interface BomParseRun {
  /** Client: from asking for the upload address to the GET that reads parsed. */
  totalMs: number;
  /** Upload address and PUT. */
  uploadMs: number;
  /** POST /v1/bill_of_materials (answers pending). */
  postMs: number;
  /** From the POST's answer to the GET that reads parsed. */
  untilParsedMs: number;
  /** Server: the BOM's created_at to its parsed_at. */
  serverMs: number;
  /** Server: the BOM's created_at to the parse job's claim (locked_at); null when no sample saw it running. */
  claimMs: number | null;
  /** Server: the BOM's created_at to its components first seen committed (sampled every 10 ms). */
  componentsMs: number | null;
  /** Client: the last poll, the one that read parsed (`components=false`). */
  lastGetMs: number;
  /** Client: then the BOM with every component, once (not in totalMs). */
  readMs: number;
  /** From just before the upload to the components read: RSS sampled every 10 ms. */
  rssGrowthMb: number;
  /** While parsing, from the POST's answer to parsed seen: RSS sampled and VmHWM (reset at the POST's answer). */
  parseRssGrowthMb: number;
  parseHwmGrowthMb: number | null;
  components: number;
  /** The bare script: JSON.parse + rows + one INSERT. */
  bareMs: number;
  bareParseMs: number;
}

export interface BomParseBenchResult {
  fileBytes: number;
  pid: number;
  command: string;
  /** Run 0 is the cold one. */
  runs: BomParseRun[];
  loadBefore: string;
  loadAfter: string;
}

interface CdxComponent {
  type?: string;
  name?: string;
  version?: string;
  purl?: string;
  cpe?: string;
  group?: string;
  publisher?: string;
  author?: string;
  description?: string;
  "bom-ref"?: string;
  supplier?: { name?: string };
  licenses?: { expression?: string; license?: { id?: string; name?: string } }[];
  hashes?: { alg?: string; content?: string }[];
  externalReferences?: unknown[];
  properties?: { name?: string; value?: string }[];
  components?: CdxComponent[];
}

/** Components with the ones nested in them, parent first (as the parser's flatten walks them). */
function flatten(items: CdxComponent[] | undefined): CdxComponent[] {
  const found: CdxComponent[] = [];
  const stack = [...(items ?? [])].reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    found.push(item);
    stack.push(...[...(item.components ?? [])].reverse());
  }
  return found;
}

const COMPONENT_COLUMNS = [
  "id",
  "org_id",
  "bom_id",
  "vendor_id",
  "document_id",
  "position",
  "name",
  "version",
  "purl",
  "package_key",
  "cpe",
  "group_name",
  "supplier",
  "author",
  "description",
  "bom_ref",
  "component_type",
  "kind",
  "licenses",
  "license_suggestions",
  "hashes",
  "hash_values",
  "external_references",
  "properties",
  "model_card",
];

/**
 * The bare side: JSON.parse of the file, its components flattened, and one multi-row INSERT of
 * them (the same columns the parse job writes). Answers the time of the whole and of JSON.parse.
 */
async function bareParseAndInsert(client: pg.Client, bytes: Buffer, bomId: string) {
  const started = performance.now();
  const document = JSON.parse(bytes.toString("utf8")) as { components?: CdxComponent[] };
  const parsedAt = performance.now();
  const components = flatten(document.components);
  const values: unknown[] = [];
  const tuples = components.map((component, position) => {
    const at = values.length;
    const hashes = Object.fromEntries((component.hashes ?? []).map((hash) => [hash.alg, hash.content]));
    const purl = component.purl ?? null;
    values.push(
      newId("bomComponent"),
      SCRATCH.orgId,
      bomId,
      SCRATCH.vendorId,
      SCRATCH.documentId,
      position,
      component.name ?? "",
      component.version ?? null,
      purl,
      purl ? (purl.split(/[@?#]/)[0] ?? null) : null,
      component.cpe ?? null,
      component.group ?? null,
      component.supplier?.name ?? component.publisher ?? null,
      component.author ?? null,
      component.description ?? null,
      component["bom-ref"] ?? null,
      component.type ?? "library",
      "component",
      (component.licenses ?? [])
        .map((entry) => entry.expression ?? entry.license?.id ?? entry.license?.name)
        .filter((license): license is string => typeof license === "string"),
      null,
      JSON.stringify(hashes),
      Object.values(hashes).map((value) => String(value).toLowerCase()),
      JSON.stringify(component.externalReferences ?? []),
      JSON.stringify(Object.fromEntries((component.properties ?? []).map((entry) => [entry.name, entry.value]))),
      null,
    );
    return `(${COMPONENT_COLUMNS.map((_, index) => `$${at + index + 1}`).join(", ")})`;
  });
  await client.query(
    `INSERT INTO bom_components (${COMPONENT_COLUMNS.join(", ")}) VALUES ${tuples.join(", ")}`,
    values,
  );
  return { ms: performance.now() - started, parseMs: parsedAt - started, rows: components.length };
}

interface BomBody {
  id: string;
  parse_status: string;
  parse_error: string | null;
  component_count: number;
}

/** One upload → parsed through the API, with the server process's RSS sampled meanwhile. */
async function parseThroughApi(
  appUrl: string,
  client: pg.Client,
  sampleClient: pg.Client,
  org: SeededOrg,
  vendorId: string,
  bytes: Buffer,
  pid: number,
) {
  const upload = new Blob([new Uint8Array(bytes)]);
  const baseline = statusKb(pid, "VmRSS");
  let peak = baseline;
  let parsing: { baseline: number; peak: number; hwmReset: boolean } | null = null;
  const sampler = setInterval(() => {
    const rss = statusKb(pid, "VmRSS");
    peak = Math.max(peak, rss);
    if (parsing) {
      parsing.peak = Math.max(parsing.peak, rss);
    }
  }, RSS_SAMPLE_MS);
  try {
    const started = performance.now();
    const ticket = await expectStatus<{ upload_url: string; s3_url: string }>(
      "upload address",
      200,
      await call(appUrl, `/v1/file/uploadable_url?filename=${encodeURIComponent(FIXTURE)}`, { token: org.token }),
    );
    const put = await fetch(`${appUrl}${localPart(ticket.upload_url)}`, {
      method: "PUT",
      body: upload,
      signal: AbortSignal.timeout(30_000),
    });
    if (put.status !== 200) {
      throw new Error(`PUT of the SBOM answered ${put.status}: ${(await put.text()).slice(0, 300)}`);
    }
    await put.arrayBuffer();
    const uploaded = performance.now();
    const bom = await expectStatus<BomBody>(
      "POST /v1/bill_of_materials",
      200,
      await call(appUrl, "/v1/bill_of_materials", {
        token: org.token,
        body: { vendor_id: vendorId, s3_url: ticket.s3_url, size: bytes.length, name: FIXTURE, extension: "json" },
      }),
    );
    const posted = performance.now();
    const parseBaseline = statusKb(pid, "VmRSS");
    parsing = { baseline: parseBaseline, peak: parseBaseline, hwmReset: resetHighWaterMark(pid) };
    const phases = sampleJobPhases(
      sampleClient,
      { jobType: "bill_of_materials.parse", payloadKey: "bom_id", rowsTable: "bom_components", rowsColumn: "bom_id" },
      bom.id,
    );
    const deadline = posted + 120_000;
    let current = bom;
    let lastGetMs = 0;
    while (current.parse_status !== "parsed") {
      if (current.parse_status === "failed" || current.parse_status === "unsupported") {
        throw new Error(`the SBOM ended ${current.parse_status}: ${current.parse_error}`);
      }
      if (performance.now() > deadline) {
        throw new Error(`the SBOM was not parsed within 2 minutes (${current.parse_status})`);
      }
      await sleep(POLL_MS);
      const getStarted = performance.now();
      current = await expectStatus<BomBody>(
        "GET /v1/bill_of_materials/{id}?components=false",
        200,
        await call(appUrl, `/v1/bill_of_materials/${bom.id}?components=false`, { token: org.token }),
      );
      lastGetMs = performance.now() - getStarted;
    }
    const done = performance.now();
    const parsePeak = Math.max(parsing.peak, statusKb(pid, "VmRSS"));
    const parseHwm = parsing.hwmReset ? statusKb(pid, "VmHWM") : null;
    const parseWindow = parsing;
    parsing = null;
    const whole = await expectStatus<{ components: unknown[] | null }>(
      "GET /v1/bill_of_materials/{id}",
      200,
      await call(appUrl, `/v1/bill_of_materials/${bom.id}`, { token: org.token }),
    );
    if (whole.components?.length !== current.component_count) {
      throw new Error(
        `the BOM lists ${whole.components?.length} components, its count says ${current.component_count}`,
      );
    }
    const readMs = performance.now() - done;
    const { claimedAt, rowsAt } = await phases.stop();
    clearInterval(sampler);
    peak = Math.max(peak, statusKb(pid, "VmRSS"));
    const { rows } = await client.query<{ server_ms: number; created_at: number }>(
      `SELECT extract(epoch FROM parsed_at - created_at) * 1000 AS server_ms,
         extract(epoch FROM created_at) * 1000 AS created_at
       FROM bills_of_materials WHERE id = $1`,
      [bom.id],
    );
    const createdAt = Number(rows[0]?.created_at ?? Number.NaN);
    const since = (at: number | null) => (at === null ? null : at - createdAt);
    return {
      totalMs: done - started,
      uploadMs: uploaded - started,
      postMs: posted - uploaded,
      untilParsedMs: done - posted,
      serverMs: Number(rows[0]?.server_ms ?? Number.NaN),
      claimMs: since(claimedAt),
      componentsMs: since(rowsAt),
      lastGetMs,
      readMs,
      rssGrowthMb: (peak - baseline) / 1024,
      parseRssGrowthMb: (parsePeak - parseWindow.baseline) / 1024,
      parseHwmGrowthMb: parseHwm === null ? null : (parseHwm - parseWindow.baseline) / 1024,
      components: current.component_count,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * `appUrl` must be an app process that runs its jobs itself (lib/server/main.ts without RUN_WORKER=false),
 * and no other worker of the standard lane may be running: the parse must be this process's.
 */
export async function runBomParseBench(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
  app: AppProcess,
): Promise<BomParseBenchResult> {
  const loadBefore = loadAverage();
  const bytes = readFileSync(FIXTURE_PATH);
  const vendor = await expectStatus<{ id: string }>(
    "the parse bench vendor",
    201,
    await call(appUrl, "/v1/vendors", { token: org.token, body: { name: "Keycloak (parse bench)" } }),
  );
  const pid = serverPid(app.pid);
  const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  console.log(`bom parse: sampling the RSS of process ${pid} (${command.slice(0, 160)})`);
  const runs: BomParseRun[] = [];
  await withDatabaseClient(databaseUrl, (client) =>
    withDatabaseClient(databaseUrl, async (sampleClient) => {
      for (let run = 0; run <= PARSE_RUNS; run += 1) {
        // Let the previous run's garbage and the thread's memory go before the baseline is read.
        await sleep(1_500);
        const ours = await parseThroughApi(appUrl, client, sampleClient, org, vendor.id, bytes, pid);
        const bareBomId = newId("billOfMaterials");
        const bare = await bareParseAndInsert(client, bytes, bareBomId);
        await client.query("DELETE FROM bom_components WHERE bom_id = $1", [bareBomId]);
        if (bare.rows !== ours.components) {
          throw new Error(`the bare script wrote ${bare.rows} components, the app ${ours.components}`);
        }
        runs.push({ ...ours, bareMs: bare.ms, bareParseMs: bare.parseMs });
        console.log(
          `bom parse run ${run}${run === 0 ? " (cold)" : ""}: ours ${ours.totalMs.toFixed(0)} ms ` +
            `(server ${ours.serverMs.toFixed(0)} ms), bare ${bare.ms.toFixed(0)} ms, ` +
            `RSS while parsing +${ours.parseRssGrowthMb.toFixed(1)} MB (HWM +${ours.parseHwmGrowthMb?.toFixed(1) ?? "n/a"} MB), ` +
            `upload to components read +${ours.rssGrowthMb.toFixed(1)} MB`,
        );
      }
    }),
  );
  return { fileBytes: bytes.length, pid, command, runs, loadBefore, loadAfter: loadAverage() };
}

export function printBomParseReport(result: BomParseBenchResult): boolean {
  const [cold, ...warm] = result.runs;
  if (!cold) {
    return false;
  }
  const ms = (value: number | null) => (value === null || Number.isNaN(value) ? "n/a" : `${value.toFixed(0)} ms`);
  const med = (pick: (run: BomParseRun) => number | null) =>
    ms(median(warm.flatMap((run) => (pick(run) === null ? [] : [pick(run) as number]))));
  const list = (pick: (run: BomParseRun) => number | null) =>
    warm.map((run) => pick(run)?.toFixed(0) ?? "n/a").join(", ");
  const peakOf = (run: BomParseRun) => Math.max(run.parseRssGrowthMb, run.parseHwmGrowthMb ?? 0);
  const ratio = median(warm.map((run) => run.totalMs)) / median(warm.map((run) => run.bareMs));
  const rss = median(warm.map(peakOf));
  const worstRss = Math.max(...result.runs.map(peakOf));
  const phases = (run: BomParseRun) =>
    `claimed ${ms(run.claimMs)}, components committed ${ms(run.componentsMs)}, parsed_at ${ms(run.serverMs)}`;
  console.log(
    `\nBOM parse: ${FIXTURE} (${(result.fileBytes / 1_000_000).toFixed(2)} MB, ${cold.components} components), ` +
      `upload → parsed on an app process that runs its jobs (npm start's topology), polling the BOM every ${POLL_MS} ms`,
  );
  console.log(`  load average before / after: ${result.loadBefore} / ${result.loadAfter}`);
  console.log(
    `  cold first run: ours ${ms(cold.totalMs)} (upload ${ms(cold.uploadMs)}, POST ${ms(cold.postMs)}, ` +
      `POST answer → parsed ${ms(cold.untilParsedMs)}; server, from the BOM's created_at: ${phases(cold)}), ` +
      `bare ${ms(cold.bareMs)}, RSS growth while parsing ${peakOf(cold).toFixed(1)} MB ` +
      `(upload to components read ${cold.rssGrowthMb.toFixed(1)} MB)`,
  );
  console.log(`  median of ${warm.length} warm runs:`);
  console.log(`    ours, upload start → parsed:   ${med((run) => run.totalMs)} (runs ${list((run) => run.totalMs)})`);
  console.log(`      upload address + PUT:         ${med((run) => run.uploadMs)}`);
  console.log(`      POST /v1/bill_of_materials:   ${med((run) => run.postMs)}`);
  console.log(
    `      POST answer → GET parsed:     ${med((run) => run.untilParsedMs)} (the last poll: ${med((run) => run.lastGetMs)})`,
  );
  console.log(`    then the BOM with every component, once: ${med((run) => run.readMs)} (not counted above)`);
  console.log(
    `      server, from the BOM's created_at: job claimed ${med((run) => run.claimMs)}, components committed ` +
      `${med((run) => run.componentsMs)} (first seen, sampled every ${PHASE_SAMPLE_MS} ms), parsed_at ${med((run) => run.serverMs)}`,
  );
  console.log(
    `    bare, JSON.parse + one INSERT:  ${med((run) => run.bareMs)} (JSON.parse ${med((run) => run.bareParseMs)}; runs ${list((run) => run.bareMs)})`,
  );
  const timeMet = ratio <= BOM_PARSE_TARGET_RATIO;
  const rssMet = rss <= BOM_RSS_TARGET_MB;
  console.log(
    `    ratio ours / bare: ${ratio.toFixed(2)} (target <= ${BOM_PARSE_TARGET_RATIO}): ${timeMet ? "PASS" : "ABOVE TARGET"}`,
  );
  console.log(
    `    server RSS growth while parsing (POST answer → parsed; sampled every ${RSS_SAMPLE_MS} ms, and VmHWM): median ${rss.toFixed(1)} MB ` +
      `(runs ${warm.map((run) => peakOf(run).toFixed(1)).join(", ")}; cold run ${peakOf(cold).toFixed(1)} MB, ` +
      `largest ${worstRss.toFixed(1)} MB), target <= ${BOM_RSS_TARGET_MB} MB: ${rssMet ? "PASS" : "ABOVE TARGET"}` +
      `${worstRss > BOM_RSS_TARGET_MB ? " (the cold run above it)" : ""}`,
  );
  console.log(
    `    from the upload to the components read: median ${median(warm.map((run) => run.rssGrowthMb)).toFixed(1)} MB, ` +
      `cold run ${cold.rssGrowthMb.toFixed(1)} MB`,
  );
  return timeMet && rssMet;
}

// ---------------------------------------------------------------------------------------------
// Advisory

export interface BomAdvisoryRun {
  /** POST to its answer. */
  answerMs: number;
  /** POST to the radar event recorded (its ID on the matches; the event's first alerts commit with it). */
  eventMs: number;
  /** POST to every alert committed. */
  allMs: number;
  /** Server: the advisory's created_at to the match job's claim; null when no sample saw it running. */
  claimMs: number | null;
  /** Server: the advisory's created_at to its first match rows seen committed (sampled every 10 ms). */
  matchesMs: number | null;
  /** Server: the advisory's created_at to the last alert's created_at. */
  serverMs: number;
  alerts: number;
}

export interface BomAdvisoryBenchResult {
  vendors: number;
  runs: BomAdvisoryRun[];
  loadBefore: string;
  loadAfter: string;
}

function log4jAdvisory(run: number) {
  return {
    schema_version: "1.4.0",
    id: `GHSA-bnch-${String(run).padStart(4, "0")}-${Date.now().toString(36)}`,
    aliases: [`CVE-2021-${44228 + run}`],
    summary: "Remote code injection in Log4j (benchmark copy)",
    details: "Apache Log4j2 JNDI features do not protect against attacker controlled LDAP endpoints.",
    published: "2021-12-10T00:40:56Z",
    modified: "2024-01-01T00:00:00Z",
    database_specific: { severity: "CRITICAL" },
    references: [{ type: "ADVISORY", url: "https://nvd.nist.gov/vuln/detail/CVE-2021-44228" }],
    affected: [
      {
        package: { ecosystem: "Maven", name: `${LOG4J_CORE.group}:${LOG4J_CORE.name}` },
        ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "2.0-beta9" }, { fixed: "2.15.0" }] }],
      },
    ],
  };
}

/** The first (cold) run, then ADVISORY_RUNS; each imports a new advisory, so each raises `vendors` alerts. */
export async function runBomAdvisoryBench(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
  vendors: number,
): Promise<BomAdvisoryBenchResult> {
  const loadBefore = loadAverage();
  const runs: BomAdvisoryRun[] = [];
  await withDatabaseClient(databaseUrl, (client) =>
    withDatabaseClient(databaseUrl, async (sampleClient) => {
      for (let run = 0; run <= ADVISORY_RUNS; run += 1) {
        await sleep(1_000);
        const started = performance.now();
        const advisory = await expectStatus<{ id: string }>(
          "POST /v1/bill_of_materials/advisories",
          201,
          await call(appUrl, "/v1/bill_of_materials/advisories", { token: org.secret, body: log4jAdvisory(run) }),
        );
        const answerMs = performance.now() - started;
        const phases = sampleJobPhases(
          sampleClient,
          {
            jobType: "bill_of_materials.match_advisory",
            payloadKey: "advisory_id",
            rowsTable: "bom_advisory_matches",
            rowsColumn: "advisory_id",
          },
          advisory.id,
        );
        const deadline = started + 300_000;
        const waitFor = async <T>(what: string, read: () => Promise<T | null>): Promise<T> => {
          for (;;) {
            const value = await read();
            if (value !== null) {
              return value;
            }
            if (performance.now() > deadline) {
              throw new Error(`advisory ${advisory.id}: ${what} not within 5 minutes`);
            }
            await sleep(5);
          }
        };
        const eventId = await waitFor("the radar event", async () => {
          const { rows } = await client.query<{ radar_event_id: string }>(
            "SELECT radar_event_id FROM bom_advisory_matches WHERE advisory_id = $1 AND radar_event_id IS NOT NULL LIMIT 1",
            [advisory.id],
          );
          return rows[0]?.radar_event_id ?? null;
        });
        const eventMs = performance.now() - started;
        const alerts = await waitFor("every alert", async () => {
          const { rows } = await client.query<{ count: string }>(
            "SELECT count(*) AS count FROM radar_alerts WHERE event_id = $1",
            [eventId],
          );
          const count = Number(rows[0]?.count ?? 0);
          return count >= vendors ? count : null;
        });
        const allMs = performance.now() - started;
        const { claimedAt, rowsAt } = await phases.stop();
        const { rows } = await client.query<{ server_ms: number; created_at: number }>(
          `SELECT extract(epoch FROM (SELECT max(created_at) FROM radar_alerts WHERE event_id = $2) - a.created_at) * 1000
           AS server_ms, extract(epoch FROM a.created_at) * 1000 AS created_at
         FROM bom_advisories a WHERE a.id = $1`,
          [advisory.id, eventId],
        );
        const createdAt = Number(rows[0]?.created_at ?? Number.NaN);
        const since = (at: number | null) => (at === null ? null : at - createdAt);
        runs.push({
          answerMs,
          eventMs,
          allMs,
          claimMs: since(claimedAt),
          matchesMs: since(rowsAt),
          serverMs: Number(rows[0]?.server_ms ?? Number.NaN),
          alerts,
        });
        console.log(
          `bom advisory run ${run}${run === 0 ? " (cold)" : ""}: answer ${answerMs.toFixed(0)} ms, event ${eventMs.toFixed(0)} ms, ` +
            `all ${alerts} alerts ${allMs.toFixed(0)} ms`,
        );
      }
    }),
  );
  return { vendors, runs, loadBefore, loadAfter: loadAverage() };
}

export function printBomAdvisoryReport(result: BomAdvisoryBenchResult): void {
  const [cold, ...warm] = result.runs;
  if (!cold) {
    return;
  }
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
  const claims = warm.flatMap((run) => (run.claimMs === null ? [] : [run.claimMs]));
  const matches = warm.flatMap((run) => (run.matchesMs === null ? [] : [run.matchesMs]));
  console.log(
    `\nBOM advisory across ${result.vendors.toLocaleString("en-US")} latest BOMs (log4j-core 2.14.1 in each): ` +
      `POST /v1/bill_of_materials/advisories → all radar alerts committed (worker: a standard-lane process)`,
  );
  console.log(`  load average before / after: ${result.loadBefore} / ${result.loadAfter}`);
  console.log(
    `  cold first run: answer ${cold.answerMs.toFixed(0)} ms, event recorded ${cold.eventMs.toFixed(0)} ms, ` +
      `all ${cold.alerts} alerts ${cold.allMs.toFixed(0)} ms`,
  );
  console.log(`  median of ${warm.length} runs:`);
  console.log(`    POST answered:                         ${median(warm.map((run) => run.answerMs)).toFixed(0)} ms`);
  console.log(
    `    server, from the advisory's created_at: match job claimed ${claims.length > 0 ? `${median(claims).toFixed(0)} ms` : "n/a"}, ` +
      `first match rows committed ${matches.length > 0 ? `${median(matches).toFixed(0)} ms` : "n/a"} (sampled every ${PHASE_SAMPLE_MS} ms)`,
  );
  console.log(
    `    radar event recorded (first alerts):   ${median(warm.map((run) => run.eventMs)).toFixed(0)} ms (runs ${list(warm.map((run) => run.eventMs))})`,
  );
  console.log(
    `    all alerts committed:                  ${median(warm.map((run) => run.allMs)).toFixed(0)} ms (runs ${list(warm.map((run) => run.allMs))})`,
  );
  console.log(
    `    same, server (advisory created → last alert created): ${median(warm.map((run) => run.serverMs)).toFixed(0)} ms`,
  );
  console.log("  no target; reported");
}
