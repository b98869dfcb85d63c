import http from "node:http";
import type pg from "pg";
import { Pool } from "undici";
import { inParallel } from "@/lib/in-parallel";
import { workerConcurrency } from "@/lib/jobs";
import type { AppProcess } from "./app-process";
import { cpuBetween, cpuSnapshot, inProcessGroup, isPostgres, isProcess } from "./cpu-usage";
import { withDatabaseClient } from "./database-client";
import { percentile } from "./percentile";
import { call, expectStatus, type SeededOrg } from "./seed";
import type { Arrival, WebhookReceiver } from "./webhook-receiver";

/**
 * Webhook delivery throughput. A jobs-only worker process (`npm run worker`) starts and is warmed up
 * (as the raw loops are), then is frozen (SIGSTOP) while EVENTS vendor PATCHes go through the API,
 * each committing one Vendor.Updated fanned out to two subscriptions on a local receiver; then it
 * resumes and drains that backlog. Its rate, from the first delivery received to the last, is
 * compared with a plain keep-alive node:http POST loop sending the same bodies to the same receiver
 * with as many in flight, right after it; ROUNDS such pairs, the median ratio reported. Then, with
 * the worker running, a burst and a paced phase (one PATCH at a time) measure commit-to-receipt
 * latency.
 */

const EVENTS = 1_000;
const SUBSCRIPTIONS = ["/hook-a", "/hook-b"];
/**
 * Events delivered through the API before the measured backlog, so the worker's connections are open
 * and its code compiled, as in a worker that has run for a while.
 */
const WARMUP_EVENTS = 2_000;
/**
 * Then each warm-up job is queued again this many times (copies made in SQL, which is quicker than
 * the API): V8 keeps optimising the delivery path for some ten thousand deliveries (worker CPU per
 * delivery fell by a third between the first and the fourth backlog of 8,000 in a worker-only run).
 * The raw loops' clients get as many POSTs first (RAW_WARMUP_POSTS).
 */
const WARMUP_COPIES = 4;
const WARMUP_DELIVERIES = WARMUP_EVENTS * (1 + WARMUP_COPIES) * SUBSCRIPTIONS.length;
/**
 * The job worker runs WORKER_CONCURRENCY jobs at a time, and a job sends its event to every
 * subscription at once: this many POSTs in flight. The raw loop keeps as many in flight.
 */
const DELIVERY_CONCURRENCY = workerConcurrency() * SUBSCRIPTIONS.length;
/** Parallel PATCH callers; more than the worker drains, so the queue, not the producer, sets the pace. */
const PRODUCER_CONCURRENCY = 8;
/** Events of the second, sequential phase: latency without a backlog. */
const PACED_EVENTS = 200;
export const DELIVERY_TARGET_RATIO = 0.5;
const DRAIN_TIMEOUT_MS = 180_000;
const VENDORS_NEEDED = 2 * EVENTS + PACED_EVENTS + WARMUP_EVENTS;

/** Starts the jobs-only worker process; resolves once it runs and listens for jobs. */
export type StartWorker = () => Promise<AppProcess>;

export interface DeliveryResult {
  deliveries: number;
  /** The worker draining EVENTS × 2 queued deliveries, first receipt to last. */
  backlogPerSecond: number;
  deliveriesPerSecond: number;
  /** The raw loops of the median round; CPU time per POST is client and receiver, both in this process. */
  raw: RawRates;
  producerPerSecond: number;
  /** The worker's rate after the last PATCH returned, when it no longer shares the CPUs with the API. */
  drainPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The same latency with one PATCH at a time, a rate the worker keeps up with. */
  pacedP50Ms: number;
  pacedP99Ms: number;
  pacedPerSecond: number;
  bodyBytes: { min: number; max: number };
  failedAttempts: number;
  /** CPU time per delivery while the worker drained the backlog, by process group, in microseconds. */
  backlogCpuMicros: Map<string, number>;
  /** Every round; the fields above are the median round's. */
  rounds: Round[];
}

/** A keep-alive client sending the raw loop's POSTs to `target`. */
interface RawClient {
  post(arrival: Arrival): Promise<void>;
  close(): Promise<void>;
}

type RawClientKind = (target: URL) => RawClient;

function awaitResponse(request: http.ClientRequest, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`raw POST got ${response.statusCode}`)),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

function httpAgentClient(post: (agent: http.Agent, arrival: Arrival) => http.ClientRequest): RawClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: DELIVERY_CONCURRENCY });
  return {
    post: (arrival) => awaitResponse(post(agent, arrival), arrival.body),
    close: async () => agent.destroy(),
  };
}

/** node:http as most code calls it: a URL and a header object. The headline baseline. */
const plainHttp: RawClientKind = (target) =>
  httpAgentClient((agent, arrival) =>
    http.request(target, {
      method: "POST",
      agent,
      headers: {
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(arrival.body)),
        "X-Service-Event-Id": arrival.eventId,
      },
    }),
  );

/** node:http called with options and a flat header list (no URL re-parse, no per-header setHeader). */
const flatHttp: RawClientKind = (target) =>
  httpAgentClient((agent, arrival) =>
    http.request({
      method: "POST",
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      agent,
      headers: [
        "Host",
        target.host,
        "Content-Type",
        "application/json",
        "Content-Length",
        String(Buffer.byteLength(arrival.body)),
        "X-Service-Event-Id",
        arrival.eventId,
      ],
    }),
  );

/** undici, the worker's own HTTP client (http-send.ts), as most code calls it: `request`. */
const undiciRequest: RawClientKind = (target) => {
  const pool = new Pool(target.origin, { connections: DELIVERY_CONCURRENCY });
  return {
    async post(arrival) {
      const response = await pool.request({
        method: "POST",
        path: target.pathname,
        headers: { "content-type": "application/json", "x-service-event-id": arrival.eventId },
        body: arrival.body,
      });
      await response.body.dump();
      if (response.statusCode !== 200) {
        throw new Error(`raw POST got ${response.statusCode}`);
      }
    },
    close: () => pool.close(),
  };
};

const RAW_KINDS = { plainHttp, flatHttp, undiciRequest };
type RawRates = Record<keyof typeof RAW_KINDS, { perSecond: number; cpuMicros: number }>;

const RAW_RUNS = 3;
/** POSTs each raw client kind sends once before the rounds, as many as the worker's warm-up deliveries. */
const RAW_WARMUP_POSTS = WARMUP_DELIVERIES;

/**
 * A baseline: the same bodies POSTed by a keep-alive client, DELIVERY_CONCURRENCY at a time. A
 * warm-up pass over all bodies (the client's connections open), then the median of RAW_RUNS passes.
 */
async function rawPostLoop(
  receiver: WebhookReceiver,
  bodies: Arrival[],
  kind: RawClientKind,
): Promise<{ perSecond: number; cpuMicros: number }> {
  const client = kind(new URL(`${receiver.url}/raw`));
  try {
    await inParallel(bodies, DELIVERY_CONCURRENCY, (arrival) => client.post(arrival));
    const runs: { perSecond: number; cpuMicros: number }[] = [];
    for (let run = 0; run < RAW_RUNS; run += 1) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      await inParallel(bodies, DELIVERY_CONCURRENCY, (arrival) => client.post(arrival));
      const cpu = process.cpuUsage(cpuBefore);
      runs.push({
        perSecond: bodies.length / ((performance.now() - started) / 1000),
        cpuMicros: (cpu.user + cpu.system) / bodies.length,
      });
    }
    runs.sort((x, y) => x.perSecond - y.perSecond);
    return runs[Math.floor(runs.length / 2)] as { perSecond: number; cpuMicros: number };
  } finally {
    await client.close();
  }
}

async function rawPostLoops(receiver: WebhookReceiver, bodies: Arrival[]): Promise<RawRates> {
  const rates: Partial<RawRates> = {};
  for (const [name, kind] of Object.entries(RAW_KINDS) as [keyof RawRates, RawClientKind][]) {
    rates[name] = await rawPostLoop(receiver, bodies, kind);
  }
  return rates as RawRates;
}

/** Warms every raw client kind up with RAW_WARMUP_POSTS POSTs of the warm-up deliveries' bodies. */
async function warmUpRawClients(receiver: WebhookReceiver, bodies: Arrival[]): Promise<void> {
  const posts = Array.from({ length: RAW_WARMUP_POSTS }, (_, index) => bodies[index % bodies.length] as Arrival);
  for (const kind of Object.values(RAW_KINDS)) {
    const client = kind(new URL(`${receiver.url}/raw`));
    await inParallel(posts, DELIVERY_CONCURRENCY, (arrival) => client.post(arrival));
    await client.close();
  }
  receiver.arrivals.length = 0;
}

/** Measured rounds of backlog and raw loops; the report gives the round with the median ratio. */
const ROUNDS = 7;

interface Round {
  backlogPerSecond: number;
  raw: RawRates;
  /** backlogPerSecond ÷ raw.plainHttp.perSecond. */
  ratio: number;
  cpuMicros: Map<string, number>;
}

/**
 * One comparison, its two sides measured back to back so that a slower moment of a shared machine
 * lands on both: the frozen worker gets a backlog of one Vendor.Updated per vendor, drains it once
 * resumed, and the raw loops then POST the same bodies.
 */
async function measureRound(
  appUrl: string,
  org: SeededOrg,
  receiver: WebhookReceiver,
  client: pg.Client,
  worker: AppProcess,
  vendorIds: string[],
): Promise<Round> {
  // Paused only once the earlier jobs are complete: a request still in flight when the worker
  // freezes would outlive its 10 s timeout on the clock and be sent again after the resume.
  await untilNoDeliveryJobsLeft(client);
  await vacuumQueueTables(client);
  worker.pause();
  const backlog = await produceAndReceive(
    appUrl,
    org,
    receiver,
    vendorIds,
    PRODUCER_CONCURRENCY,
    async () => worker.resume(),
    {
      worker: inProcessGroup(worker.pid),
      "receiver (this process)": isProcess(process.pid),
      postgres: isPostgres,
    },
  );
  const raw = await rawPostLoops(receiver, backlog.deliveries);
  const backlogPerSecond = backlog.deliveries.length / ((backlog.lastArrival - backlog.firstArrival) / 1000);
  return {
    backlogPerSecond,
    raw,
    ratio: backlogPerSecond / raw.plainHttp.perSecond,
    cpuMicros: new Map(
      [...backlog.cpuAfterProducing].map(([name, seconds]) => [name, (seconds * 1e6) / backlog.deliveries.length]),
    ),
  };
}

interface Phase {
  deliveries: Arrival[];
  /** Commit to receipt per delivery, ascending. */
  latencies: number[];
  started: number;
  producerEnd: number;
  firstArrival: number;
  lastArrival: number;
  /** CPU seconds per process group from `afterProducing` until the last delivery arrived. */
  cpuAfterProducing: Map<string, number>;
}

/** PATCHes each vendor once (one Vendor.Updated each) and waits until every subscription received every event. */
async function produceAndReceive(
  appUrl: string,
  org: SeededOrg,
  receiver: WebhookReceiver,
  vendorIds: string[],
  concurrency: number,
  /** Runs once every PATCH has committed, before waiting for the deliveries (starts the worker). */
  afterProducing: () => Promise<void> = async () => {},
  cpuGroups: Parameters<typeof cpuSnapshot>[0] = {},
): Promise<Phase> {
  receiver.arrivals.length = 0;
  const committedAt = new Map<string, number>();
  const drained = receiver.waitFor(vendorIds.length * SUBSCRIPTIONS.length, DRAIN_TIMEOUT_MS);
  const started = performance.now();
  await inParallel(vendorIds, concurrency, async (id) => {
    const result = await call(appUrl, `/v1/vendors/${id}`, {
      token: org.token,
      method: "PATCH",
      body: { description: `Reviewed in the delivery benchmark at ${Date.now()}.` },
    });
    // The PATCH's transaction (vendor row, domain event, both delivery jobs) has committed by now.
    committedAt.set(id, performance.now());
    await expectStatus(`PATCH vendor ${id}`, 200, result);
  });
  const producerEnd = performance.now();
  const cpuBefore = cpuSnapshot(cpuGroups);
  await afterProducing();
  await drained;
  const cpuAfterProducing = cpuBetween(cpuBefore, cpuSnapshot(cpuGroups));
  const deliveries = receiver.arrivals.filter((arrival) => SUBSCRIPTIONS.includes(arrival.path));
  const perEvent = new Map<string, number>();
  const latencies: number[] = [];
  for (const arrival of deliveries) {
    const envelope = JSON.parse(arrival.body) as { event_id: string; data: { vendor_id: string } };
    if (envelope.event_id !== arrival.eventId) {
      throw new Error(`X-Service-Event-Id ${arrival.eventId} differs from the body's ${envelope.event_id}`);
    }
    const commit = committedAt.get(envelope.data.vendor_id);
    if (commit === undefined) {
      throw new Error(`delivery ${arrival.eventId} names vendor ${envelope.data.vendor_id}, which was not patched`);
    }
    latencies.push(arrival.at - commit);
    perEvent.set(arrival.eventId, (perEvent.get(arrival.eventId) ?? 0) + 1);
  }
  if (perEvent.size !== vendorIds.length || [...perEvent.values()].some((count) => count !== SUBSCRIPTIONS.length)) {
    throw new Error(`expected ${vendorIds.length} events each delivered ${SUBSCRIPTIONS.length} times`);
  }
  latencies.sort((a, b) => a - b);
  const lastArrival = Math.max(...deliveries.map((arrival) => arrival.at));
  const firstArrival = Math.min(...deliveries.map((arrival) => arrival.at));
  return { deliveries, latencies, started, producerEnd, firstArrival, lastArrival, cpuAfterProducing };
}

/**
 * What autovacuum would have done by now: this machine's PostgreSQL runs with autovacuum off, and
 * without it every claimed and completed job leaves dead entries that each later claim walks over.
 * Run between measurements, never during one.
 */
async function vacuumQueueTables(client: pg.Client): Promise<void> {
  await client.query("VACUUM (ANALYZE) jobs, webhook_deliveries, webhook_events");
}

/** Queues every delivery job so far `copies` more times (new job IDs, same events): more warm-up. */
async function requeueCopies(client: pg.Client, copies: number): Promise<void> {
  await client.query(
    `INSERT INTO jobs (id, type, org_id, payload, max_attempts)
     SELECT job.id || '_copy' || copy, job.type, job.org_id, job.payload, job.max_attempts
     FROM jobs AS job, generate_series(1, $1::int) AS copy
     WHERE job.type = 'webhooks.deliver'
     ORDER BY copy, job.created_at, job.id`,
    [copies],
  );
}

async function untilNoDeliveryJobsLeft(client: pg.Client): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const { rows } = await client.query<{ open: string }>(
      "SELECT count(*) AS open FROM jobs WHERE type = 'webhooks.deliver' AND status IN ('queued', 'running')",
    );
    if (Number(rows[0]?.open) === 0) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`${rows[0]?.open} delivery jobs still open after the warm-up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function runDeliveryBench(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
  receiver: WebhookReceiver,
  startWorker: StartWorker,
): Promise<DeliveryResult> {
  for (const path of SUBSCRIPTIONS) {
    await expectStatus(
      `webhook ${path}`,
      201,
      await call(appUrl, "/v1/webhooks", {
        token: org.token,
        body: { url: `${receiver.url}${path}`, events: ["Vendor.Updated"], secret: "bench-webhook-secret-0123456789" },
      }),
    );
  }
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      "SELECT id FROM vendors WHERE org_id = $1 ORDER BY id LIMIT $2",
      [org.orgId, VENDORS_NEEDED],
    );
    if (rows.length < VENDORS_NEEDED) {
      throw new Error(`need ${VENDORS_NEEDED} vendors, found ${rows.length}`);
    }
    const ids = rows.map((row) => row.id);
    const worker = await startWorker();
    const warmUp = await produceAndReceive(
      appUrl,
      org,
      receiver,
      ids.slice(2 * EVENTS + PACED_EVENTS),
      PRODUCER_CONCURRENCY,
    );
    await requeueCopies(client, WARMUP_COPIES);
    await untilNoDeliveryJobsLeft(client);
    await warmUpRawClients(receiver, warmUp.deliveries);
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push(await measureRound(appUrl, org, receiver, client, worker, ids.slice(0, EVENTS)));
    }
    const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
    const median = byRatio[Math.floor(byRatio.length / 2)] as Round;
    const burst = await produceAndReceive(appUrl, org, receiver, ids.slice(EVENTS, 2 * EVENTS), PRODUCER_CONCURRENCY);
    const paced = await produceAndReceive(appUrl, org, receiver, ids.slice(2 * EVENTS, 2 * EVENTS + PACED_EVENTS), 1);
    const { rows: attempts } = await client.query<{ failed: string }>(
      "SELECT count(*) FILTER (WHERE status <> 'delivered') AS failed FROM webhook_deliveries",
    );
    const sizes = burst.deliveries.map((arrival) => Buffer.byteLength(arrival.body));
    const afterProducer = burst.deliveries.filter((arrival) => arrival.at > burst.producerEnd).length;
    return {
      deliveries: burst.deliveries.length,
      rounds,
      backlogPerSecond: median.backlogPerSecond,
      deliveriesPerSecond: burst.deliveries.length / ((burst.lastArrival - burst.started) / 1000),
      raw: median.raw,
      producerPerSecond: EVENTS / ((burst.producerEnd - burst.started) / 1000),
      // NaN when the worker kept up and nothing was left once the PATCHes stopped.
      drainPerSecond:
        afterProducer === 0 ? Number.NaN : afterProducer / ((burst.lastArrival - burst.producerEnd) / 1000),
      p50Ms: percentile(burst.latencies, 50),
      p99Ms: percentile(burst.latencies, 99),
      maxMs: burst.latencies[burst.latencies.length - 1] ?? Number.NaN,
      pacedP50Ms: percentile(paced.latencies, 50),
      pacedP99Ms: percentile(paced.latencies, 99),
      pacedPerSecond: PACED_EVENTS / ((paced.producerEnd - paced.started) / 1000),
      bodyBytes: { min: Math.min(...sizes), max: Math.max(...sizes) },
      failedAttempts: Number(attempts[0]?.failed ?? 0),
      backlogCpuMicros: median.cpuMicros,
    };
  });
}

const RAW_LABELS: Record<keyof RawRates, string> = {
  plainHttp: "node:http, URL and header object",
  flatHttp: "node:http, options and flat header list",
  undiciRequest: "undici request(), the worker's client",
};

export function printDeliveryReport(result: DeliveryResult): boolean {
  const ratio = result.backlogPerSecond / result.raw.plainHttp.perSecond;
  const met = ratio >= DELIVERY_TARGET_RATIO && result.failedAttempts === 0;
  const ratioTo = (backlog: number, raw: { perSecond: number }) => (backlog / raw.perSecond).toFixed(2);
  console.log(
    `\nwebhook deliveries: ${EVENTS} Vendor.Updated events × ${SUBSCRIPTIONS.length} subscriptions,` +
      ` bodies ${result.bodyBytes.min}–${result.bodyBytes.max} bytes, ${DELIVERY_CONCURRENCY} POSTs in flight`,
  );
  for (const [index, round] of result.rounds.entries()) {
    console.log(
      `  round ${index + 1}: worker ${round.backlogPerSecond.toFixed(0)} deliveries/s; raw loops (POSTs/s, ratio):` +
        ` node:http ${round.raw.plainHttp.perSecond.toFixed(0)} ${round.ratio.toFixed(2)},` +
        ` node:http flat ${round.raw.flatHttp.perSecond.toFixed(0)} ${ratioTo(round.backlogPerSecond, round.raw.flatHttp)},` +
        ` undici ${round.raw.undiciRequest.perSecond.toFixed(0)} ${ratioTo(round.backlogPerSecond, round.raw.undiciRequest)}`,
    );
  }
  console.log(`  the round with the median ratio (of ${ROUNDS}):`);
  console.log(
    `  worker process (warmed up by ${WARMUP_DELIVERIES} deliveries) draining ${EVENTS * SUBSCRIPTIONS.length} queued deliveries   ${result.backlogPerSecond.toFixed(1)} deliveries/s`,
  );
  for (const [name, label] of Object.entries(RAW_LABELS) as [keyof RawRates, string][]) {
    const raw = result.raw[name];
    console.log(
      `  raw POST loop, ${label} (keep-alive, same bodies, median of ${RAW_RUNS})` +
        `  ${raw.perSecond.toFixed(1)} POSTs/s, ${raw.cpuMicros.toFixed(0)} µs CPU per POST (client and receiver);` +
        ` worker ratio ${ratioTo(result.backlogPerSecond, raw)}`,
    );
  }
  console.log(
    `  ratio to the node:http loop ${ratio.toFixed(2)} (target >= ${DELIVERY_TARGET_RATIO}): ${met ? "PASS" : "BELOW TARGET"};` +
      ` failed attempts ${result.failedAttempts}`,
  );
  const cpu = [...result.backlogCpuMicros].map(([name, micros]) => `${name} ${micros.toFixed(0)} µs`);
  console.log(`  CPU per delivery while draining: ${cpu.join(", ")} (10 ms clock ticks)`);
  console.log(
    `  burst of ${EVENTS} PATCHes (${PRODUCER_CONCURRENCY} callers, ${result.producerPerSecond.toFixed(1)} events/s committed):` +
      ` ${result.deliveriesPerSecond.toFixed(1)} deliveries/s overall, ${result.drainPerSecond.toFixed(1)}/s after the last PATCH`,
  );
  console.log(
    `  burst commit → received: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`,
  );
  console.log(
    `  paced, ${PACED_EVENTS} events one PATCH at a time (${result.pacedPerSecond.toFixed(1)} events/s):` +
      ` commit → received p50 ${result.pacedP50Ms.toFixed(1)} ms, p99 ${result.pacedP99Ms.toFixed(1)} ms`,
  );
  return result.failedAttempts === 0;
}
