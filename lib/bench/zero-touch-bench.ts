import type { AppProcess } from "./app-process";
import { CommitStream, type LatencySplit } from "./commit-stream";
import { cpuBetween, cpuSnapshot, inProcessGroup, isPostgres, type ProcessFilter } from "./cpu-usage";
import { withDatabaseClient } from "./database-client";
import { onTheClock } from "./paced";
import { percentile } from "./percentile";
import { call, expectStatus, type SeededOrg } from "./seed";
import { untilRunsEnd } from "./seed-zero-touch";
import type { Arrival, WebhookReceiver } from "./webhook-receiver";

/**
 * Zero touch bulk launch beside webhook deliveries. A Vendor.Updated subscription points at the local
 * receiver, and two streams run on the clock (not waiting for previous answers): vendors PATCHed
 * through the app, each committing one event, and events committed by the benchmark itself through
 * the app's own enqueue code (./commit-stream). Each of BULK_ROUNDS rounds has them run first with
 * nothing else going on (idle), then while POST /v1/zero_touch_assessment/bulk launches runs for
 * 200 vendors that each have a 60,000-character document, until every run has ended (busy). The
 * target judges the benchmark's own commits, whose commit time is exact: the busy p99 of commit →
 * received over every round's events against the idle p99 over theirs. For the
 * PATCHes, the latency from the PATCH's answer is a lower bound (a busy app answers later than it
 * commits) and from the event's row (the transaction's start) an upper bound; both are reported.
 * The bulk's own figures: the answer to the POST (every run created and queued), and the time until
 * every run is complete, seen by polling POST /v1/zero_touch_assessment/summaries and from the runs'
 * completed_at.
 */

/** PATCHes per second, in both phases. */
export const PATCH_RATE = 20;
/**
 * Events committed by the benchmark per second, in both phases: the latency the target judges. A
 * bulk of 200 ends in 10 s on a fast machine, and at 10/s its p99 was the slowest of 97 events
 * while the idle one was the 3rd slowest of 300: at 40/s both rest on hundreds.
 */
export const COMMIT_RATE = 40;
const WARMUP_SECONDS = 5;
/**
 * Bulk launches, each after an idle phase: the verdict pools the rounds' events, so that the busy
 * p99 rests on about as many events as the idle one (a bulk of 200 lasts about 10 s: some 400 events,
 * whose p99 alone is their 4th slowest), and idle and busy phases alternate, so that a machine that
 * drifts during the benchmark weighs on both alike.
 */
export const BULK_ROUNDS = 3;
/** Each round's idle phase: 1,200 of the benchmark's commits over the rounds. */
const IDLE_SECONDS = 10;
/** Busy p99 at most this multiple of the idle p99. */
export const LATENCY_TARGET_MULTIPLE = 2;
const HOOK_PATH = "/hook-zero-touch";
const RUNS_TIMEOUT_MS = 600_000;
const DRAIN_TIMEOUT_MS = 60_000;

export interface LatencyPhase {
  events: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** PATCH answers (which include the commit) as the caller saw them. */
  patchP99Ms: number;
  /**
   * The same deliveries from their event's row (webhook_events.created_at, the PATCH transaction's
   * start, before its commit): an upper bound, where the figures above are a lower bound, as a busy
   * app answers a PATCH later than it commits it.
   */
  fromRecordedP50Ms: number;
  fromRecordedP99Ms: number;
  /** Events committed by the benchmark itself (./commit-stream): commit → received, exactly. */
  commitEvents: number;
  commitP50Ms: number;
  commitP99Ms: number;
  commitMaxMs: number;
  /** Where the slowest 1% of those waited: commit → the worker's attempt, attempt → receipt (medians), and all events'. */
  commitSplit: LatencySplit;
}

/** One round's own figures (the verdict pools the rounds: ZeroTouchBulkResult.idle and .busy). */
export interface RoundLatency {
  idleCommitP99Ms: number;
  busyCommitP99Ms: number;
  idleEvents: number;
  busyEvents: number;
}

export interface ZeroTouchBulkResult {
  vendors: number;
  documentChars: number;
  /** Every round's events together: the verdict's. */
  idle: LatencyPhase;
  busy: LatencyPhase;
  rounds: (RoundLatency & BulkRound)[];
  /** CPU seconds per process group: every bulk from sending POST /bulk until every run ended, and every idle phase. */
  busyCpu: Map<string, number>;
  idleCpu: Map<string, number>;
  /** The org's job queue sampled every QUEUE_SAMPLE_MS, in each kind of phase. */
  idleQueue: QueueSamples;
  busyQueue: QueueSamples;
}

const QUEUE_SAMPLE_MS = 100;

/** By job type: the most jobs queued and running (claimed) at once, and the oldest queued job's age. */
export type QueueSamples = Map<string, { maxQueued: number; maxRunning: number; maxQueuedAgeMs: number }> & {
  /** Per wait event of the database's active sessions (CPU: none): in how many samples, and the most at once. */
  waits?: Map<string, { samples: number; most: number }>;
};

/** Samples the org's queued and running jobs until stopped (a separate connection, off the app's pool). */
function sampleQueue(databaseUrl: string, orgId: string): { stop: () => Promise<QueueSamples> } {
  const samples: QueueSamples = new Map();
  let stopping = false;
  const done = withDatabaseClient(databaseUrl, async (client) => {
    while (!stopping) {
      const { rows } = await client.query<{ type: string; queued: string; running: string; age: number | null }>(
        `SELECT type, count(*) FILTER (WHERE status = 'queued') AS queued,
             count(*) FILTER (WHERE status = 'running') AS running,
             extract(epoch FROM clock_timestamp() - min(run_at) FILTER (WHERE status = 'queued')) * 1000 AS age
           FROM jobs WHERE org_id = $1 AND status IN ('queued', 'running') GROUP BY type`,
        [orgId],
      );
      const activity = await client.query<{ wait: string; sessions: string }>(
        `SELECT coalesce(wait_event_type || '/' || wait_event, 'CPU') AS wait, count(*) AS sessions
           FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
           GROUP BY 1`,
      );
      samples.waits ??= new Map();
      for (const row of activity.rows) {
        const wait = samples.waits.get(row.wait) ?? { samples: 0, most: 0 };
        wait.samples += 1;
        wait.most = Math.max(wait.most, Number(row.sessions));
        samples.waits.set(row.wait, wait);
      }
      for (const row of rows) {
        const sample = samples.get(row.type) ?? { maxQueued: 0, maxRunning: 0, maxQueuedAgeMs: 0 };
        sample.maxQueued = Math.max(sample.maxQueued, Number(row.queued));
        sample.maxRunning = Math.max(sample.maxRunning, Number(row.running));
        sample.maxQueuedAgeMs = Math.max(sample.maxQueuedAgeMs, row.age ?? 0);
        samples.set(row.type, sample);
      }
      await new Promise((resolve) => setTimeout(resolve, QUEUE_SAMPLE_MS));
    }
  });
  return {
    stop: async () => {
      stopping = true;
      await done;
      return samples;
    },
  };
}

/** A PATCH stream at PATCH_RATE per second over `vendorIds`, one PATCH per vendor, in order. */
class PatchStream {
  private next = 0;
  /** Vendor ID → when its PATCH answered (performance.now()). */
  readonly committedAt = new Map<string, number>();
  readonly patchMs: number[] = [];
  private failure: Error | undefined;

  constructor(
    private readonly appUrl: string,
    private readonly token: string,
    private readonly vendorIds: string[],
  ) {}

  /** Sends PATCHes on the clock until stop(); returns the vendors patched by this run. */
  start(): { stop: () => Promise<string[]> } {
    const first = this.next;
    const clock = onTheClock(PATCH_RATE, () => this.send());
    return {
      stop: async () => {
        await clock.stop();
        if (this.failure) {
          throw this.failure;
        }
        return this.vendorIds.slice(first, this.next);
      },
    };
  }

  private async send(): Promise<void> {
    const id = this.vendorIds[this.next];
    if (!id) {
      this.failure ??= new Error(`the PATCH stream ran out of vendors after ${this.next}`);
      return;
    }
    this.next += 1;
    const sentAt = performance.now();
    try {
      const result = await call(this.appUrl, `/v1/vendors/${id}`, {
        token: this.token,
        method: "PATCH",
        body: { description: `Reviewed in the zero touch benchmark at ${Date.now()}.` },
      });
      const answered = performance.now();
      this.committedAt.set(id, answered);
      this.patchMs.push(answered - sentAt);
      await expectStatus(`PATCH vendor ${id}`, 200, result);
    } catch (error) {
      this.failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
}

interface Latencies {
  /** From the PATCH's answer, ascending. */
  fromAnswer: number[];
  /** From the event row's created_at, ascending. */
  fromRecorded: number[];
}

/** Each event's receipt less its row's created_at (the database's clock, the machine's own). */
async function fromRecorded(databaseUrl: string, arrivals: Arrival[]): Promise<number[]> {
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string; recorded: number }>(
      "SELECT id, extract(epoch FROM created_at) * 1000 AS recorded FROM webhook_events WHERE id = ANY($1)",
      [arrivals.map((arrival) => arrival.eventId)],
    );
    const recorded = new Map(rows.map((row) => [row.id, Number(row.recorded)]));
    return arrivals
      .map((arrival) => performance.timeOrigin + arrival.at - (recorded.get(arrival.eventId) ?? Number.NaN))
      .sort((a, b) => a - b);
  });
}

/** Waits until every patched vendor's event arrived at HOOK_PATH; latencies ascending. */
async function latenciesOf(
  databaseUrl: string,
  receiver: WebhookReceiver,
  stream: PatchStream,
  vendorIds: string[],
  startIndex: number,
): Promise<Latencies> {
  const wanted = new Set(vendorIds);
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const arrived = new Map<string, Arrival>();
    for (const arrival of receiver.arrivals.slice(startIndex)) {
      if (arrival.path !== HOOK_PATH) {
        continue;
      }
      const envelope = JSON.parse(arrival.body) as { data: { vendor_id: string } };
      if (wanted.has(envelope.data.vendor_id)) {
        if (arrived.has(envelope.data.vendor_id)) {
          throw new Error(`vendor ${envelope.data.vendor_id}'s event arrived twice`);
        }
        arrived.set(envelope.data.vendor_id, arrival);
      }
    }
    if (arrived.size === wanted.size) {
      return {
        fromAnswer: vendorIds
          .map((id) => (arrived.get(id) as Arrival).at - (stream.committedAt.get(id) as number))
          .sort((a, b) => a - b),
        fromRecorded: await fromRecorded(databaseUrl, [...arrived.values()]),
      };
    }
    if (Date.now() > deadline) {
      throw new Error(`${wanted.size - arrived.size} of ${wanted.size} Vendor.Updated deliveries did not arrive`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The two streams of a phase: PATCHes through the app, and events committed by the benchmark. */
interface Streams {
  databaseUrl: string;
  receiver: WebhookReceiver;
  patches: PatchStream;
  commits: CommitStream;
}

/** One phase's deliveries, unsummarised, so that phases can be pooled. */
interface PhaseSamples {
  seconds: number;
  fromAnswer: number[];
  fromRecorded: number[];
  patchMs: number[];
  fromCommit: number[];
  /** The events the benchmark committed in the phase. */
  committed: string[];
}

/** Starts both streams; `stop` ends them and waits for every delivery of the phase. */
function startPhase(streams: Streams): { stop: (seconds: number) => Promise<PhaseSamples> } {
  const { databaseUrl, receiver, patches, commits } = streams;
  const arrivalsFrom = receiver.arrivals.length;
  const patchFrom = patches.patchMs.length;
  const patchRun = patches.start();
  const commitRun = commits.start();
  return {
    stop: async (seconds) => {
      const [patched, committed] = await Promise.all([patchRun.stop(), commitRun.stop()]);
      const latencies = await latenciesOf(databaseUrl, receiver, patches, patched, arrivalsFrom);
      return {
        seconds,
        ...latencies,
        patchMs: patches.patchMs.slice(patchFrom),
        fromCommit: await commits.latencies(receiver, HOOK_PATH, committed, DRAIN_TIMEOUT_MS),
        committed,
      };
    },
  };
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** The phases' events pooled, as percentiles. */
async function summarise(streams: Streams, phases: PhaseSamples[]): Promise<LatencyPhase> {
  const pooled = (pick: (phase: PhaseSamples) => number[]) => ascending(phases.flatMap(pick));
  const fromAnswer = pooled((phase) => phase.fromAnswer);
  const fromRecorded = pooled((phase) => phase.fromRecorded);
  const fromCommit = pooled((phase) => phase.fromCommit);
  const patchMs = pooled((phase) => phase.patchMs);
  const committed = phases.flatMap((phase) => phase.committed);
  return {
    events: fromAnswer.length,
    seconds: phases.reduce((sum, phase) => sum + phase.seconds, 0),
    p50Ms: percentile(fromAnswer, 50),
    p99Ms: percentile(fromAnswer, 99),
    maxMs: fromAnswer[fromAnswer.length - 1] ?? Number.NaN,
    patchP99Ms: percentile(patchMs, 99),
    fromRecordedP50Ms: percentile(fromRecorded, 50),
    fromRecordedP99Ms: percentile(fromRecorded, 99),
    commitEvents: fromCommit.length,
    commitP50Ms: percentile(fromCommit, 50),
    commitP99Ms: percentile(fromCommit, 99),
    commitMaxMs: fromCommit[fromCommit.length - 1] ?? Number.NaN,
    commitSplit: await streams.commits.split(streams.receiver, HOOK_PATH, committed, 0.01),
  };
}

/** One paced phase of `seconds` with nothing else going on. */
async function pacedPhase(streams: Streams, seconds: number): Promise<PhaseSamples> {
  const phase = startPhase(streams);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return phase.stop(seconds);
}

export async function runZeroTouchBulkBench(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
  receiver: WebhookReceiver,
  workers: { standard: AppProcess; background: AppProcess },
  app: AppProcess,
  portfolio: { bulkVendorIds: string[]; otherVendorIds: string[]; documentChars: number },
): Promise<ZeroTouchBulkResult> {
  const hook = await expectStatus<{ id: string }>(
    "zero touch webhook",
    201,
    await call(appUrl, "/v1/webhooks", {
      token: org.token,
      body: {
        url: `${receiver.url}${HOOK_PATH}`,
        events: ["Vendor.Updated"],
        secret: "bench-webhook-secret-0123456789",
      },
    }),
  );
  const oneWorker = workers.standard.pid === workers.background.pid;
  const workerGroups: Record<string, ProcessFilter> = oneWorker
    ? { worker: inProcessGroup(workers.standard.pid) }
    : {
        "standard worker": inProcessGroup(workers.standard.pid),
        "background worker": inProcessGroup(workers.background.pid),
      };
  const cpuGroups = { ...workerGroups, app: inProcessGroup(app.pid), postgres: isPostgres };
  const streams: Streams = {
    databaseUrl,
    receiver,
    patches: new PatchStream(appUrl, org.token, portfolio.otherVendorIds),
    commits: new CommitStream(databaseUrl, org.orgId, hook.id, COMMIT_RATE),
  };
  const rates = `${PATCH_RATE} PATCHes/s and ${COMMIT_RATE} commits/s`;
  console.log(`zero touch: webhook latency warm-up, ${WARMUP_SECONDS} s at ${rates}…`);
  await pacedPhase(streams, WARMUP_SECONDS);
  const rounds: { idle: PhaseSamples; busy: PhaseSamples; bulk: BulkRound }[] = [];
  const idleCpu = new Map<string, number>();
  const busyCpu = new Map<string, number>();
  const idleQueue: QueueSamples = new Map();
  const busyQueue: QueueSamples = new Map();
  for (let round = 1; round <= BULK_ROUNDS; round += 1) {
    console.log(`zero touch, round ${round} of ${BULK_ROUNDS}: idle webhook latency, ${IDLE_SECONDS} s at ${rates}…`);
    const idleCpuBefore = cpuSnapshot(cpuGroups);
    const idleSampler = sampleQueue(databaseUrl, org.orgId);
    const idle = await pacedPhase(streams, IDLE_SECONDS);
    mergeQueueSamples(idleQueue, await idleSampler.stop());
    addCpu(idleCpu, cpuBetween(idleCpuBefore, cpuSnapshot(cpuGroups)));

    console.log(`zero touch, round ${round}: bulk launch of ${portfolio.bulkVendorIds.length} vendors at ${rates}…`);
    const cpuBefore = cpuSnapshot(cpuGroups);
    const busySampler = sampleQueue(databaseUrl, org.orgId);
    const busyPhase = startPhase(streams);
    const bulk = await bulkRound(appUrl, databaseUrl, org, portfolio.bulkVendorIds);
    rounds.push({ idle, busy: await busyPhase.stop(bulk.allEndedPolledMs / 1000), bulk });
    mergeQueueSamples(busyQueue, await busySampler.stop());
    addCpu(busyCpu, cpuBetween(cpuBefore, cpuSnapshot(cpuGroups)));
  }
  const idle = await summarise(
    streams,
    rounds.map((round) => round.idle),
  );
  const busy = await summarise(
    streams,
    rounds.map((round) => round.busy),
  );
  await streams.commits.close();
  const p99Of = (phase: PhaseSamples) => percentile(ascending(phase.fromCommit), 99);
  return {
    vendors: portfolio.bulkVendorIds.length,
    documentChars: portfolio.documentChars,
    idle,
    busy,
    rounds: rounds.map((round) => ({
      ...round.bulk,
      idleCommitP99Ms: p99Of(round.idle),
      busyCommitP99Ms: p99Of(round.busy),
      idleEvents: round.idle.fromCommit.length,
      busyEvents: round.busy.fromCommit.length,
    })),
    busyCpu,
    idleCpu,
    idleQueue,
    busyQueue,
  };
}

/** The figures of one bulk launch. */
export interface BulkRound {
  /** From sending POST /bulk to its answer. */
  bulkAnswerMs: number;
  created: number;
  failedToCreate: number;
  /** From sending POST /bulk until the summaries showed every run ended. */
  allEndedPolledMs: number;
  /** From sending POST /bulk to the last run's completed_at (the database's clock). */
  allCompleteMs: number;
  /** From sending POST /bulk to the first run's completed_at. */
  firstCompleteMs: number;
  complete: number;
  failed: number;
  /** The bulk's runs from started_at to completed_at. */
  runP50Ms: number;
  runP99Ms: number;
}

/** Launches runs for `vendorIds` in one POST /bulk and waits until every run has ended. */
async function bulkRound(appUrl: string, databaseUrl: string, org: SeededOrg, vendorIds: string[]): Promise<BulkRound> {
  const sentAt = Date.now();
  const startedAt = performance.now();
  const bulk = await expectStatus<{ created: { id: string }[]; failed: { vendor_id: string; error: string }[] }>(
    "bulk launch",
    200,
    await call(appUrl, "/v1/zero_touch_assessment/bulk", {
      token: org.token,
      body: { vendor_ids: vendorIds },
    }),
  );
  const bulkAnswerMs = performance.now() - startedAt;
  const runIds = bulk.created.map((run) => run.id);
  const ended = await untilRunsEnd(appUrl, org.token, runIds, RUNS_TIMEOUT_MS);
  const allEndedPolledMs = performance.now() - startedAt;

  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ first: Date; last: Date; p50: number; p99: number }>(
      `SELECT min(completed_at) AS first, max(completed_at) AS last,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - started_at)) * 1000 AS p50,
         percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - started_at)) * 1000 AS p99
       FROM zero_touch_runs WHERE assessment_id = ANY($1)`,
      [runIds],
    );
    return {
      bulkAnswerMs,
      created: bulk.created.length,
      failedToCreate: bulk.failed.length,
      allEndedPolledMs,
      allCompleteMs: (rows[0]?.last?.getTime() ?? Number.NaN) - sentAt,
      firstCompleteMs: (rows[0]?.first?.getTime() ?? Number.NaN) - sentAt,
      complete: ended.filter((run) => run.status === "complete").length,
      failed: ended.filter((run) => run.status === "failed").length,
      runP50Ms: rows[0]?.p50 ?? Number.NaN,
      runP99Ms: rows[0]?.p99 ?? Number.NaN,
    };
  });
}

function addCpu(total: Map<string, number>, more: Map<string, number>): void {
  for (const [group, seconds] of more) {
    total.set(group, (total.get(group) ?? 0) + seconds);
  }
}

function mergeQueueSamples(total: QueueSamples, more: QueueSamples): void {
  for (const [type, sample] of more) {
    const before = total.get(type) ?? { maxQueued: 0, maxRunning: 0, maxQueuedAgeMs: 0 };
    total.set(type, {
      maxQueued: Math.max(before.maxQueued, sample.maxQueued),
      maxRunning: Math.max(before.maxRunning, sample.maxRunning),
      maxQueuedAgeMs: Math.max(before.maxQueuedAgeMs, sample.maxQueuedAgeMs),
    });
  }
  for (const [wait, seen] of more.waits ?? []) {
    total.waits ??= new Map();
    const before = total.waits.get(wait) ?? { samples: 0, most: 0 };
    total.waits.set(wait, { samples: before.samples + seen.samples, most: Math.max(before.most, seen.most) });
  }
}

const cpuText = (cpu: Map<string, number>, seconds: number) =>
  [...cpu].map(([name, used]) => `${name} ${((used / seconds) * 100).toFixed(0)}%`).join(", ");

/** The bulk's figures and the latency verdict. Returns whether every run was created and completed. */
export function printZeroTouchBulkReport(result: ZeroTouchBulkResult): boolean {
  const multiple = result.busy.p99Ms / result.idle.p99Ms;
  const valid = result.rounds.every(
    (round) =>
      round.failedToCreate === 0 &&
      round.failed === 0 &&
      round.created === result.vendors &&
      round.complete === result.vendors,
  );
  const line = (label: string, p: LatencyPhase) =>
    `  ${label}: ${p.events} events in ${p.seconds.toFixed(1)} s, commit → received p50 ${p.p50Ms.toFixed(1)} ms,` +
    ` p99 ${p.p99Ms.toFixed(1)} ms, max ${p.maxMs.toFixed(1)} ms (PATCH answer p99 ${p.patchP99Ms.toFixed(1)} ms);` +
    ` from the event's row p50 ${p.fromRecordedP50Ms.toFixed(1)} ms, p99 ${p.fromRecordedP99Ms.toFixed(1)} ms`;
  console.log(
    `\nzero touch bulk launch: ${result.vendors} vendors, each with a ${result.documentChars.toLocaleString("en-US")}-character document, ${result.rounds.length} rounds`,
  );
  for (const [index, round] of result.rounds.entries()) {
    console.log(
      `  round ${index + 1}: POST /bulk answered in ${(round.bulkAnswerMs / 1000).toFixed(2)} s (${round.created} created, ${round.failedToCreate} failed);` +
        ` first run complete after ${(round.firstCompleteMs / 1000).toFixed(2)} s, all ${round.complete} complete after` +
        ` ${(round.allCompleteMs / 1000).toFixed(2)} s (seen by polling after ${(round.allEndedPolledMs / 1000).toFixed(2)} s), ${round.failed} failed;` +
        ` ${((round.complete / round.allCompleteMs) * 1000).toFixed(1)} runs/s; a run p50 ${round.runP50Ms.toFixed(0)} ms, p99 ${round.runP99Ms.toFixed(0)} ms;` +
        ` the benchmark's commits: idle p99 ${round.idleCommitP99Ms.toFixed(1)} ms (${round.idleEvents} events), busy p99` +
        ` ${round.busyCommitP99Ms.toFixed(1)} ms (${round.busyEvents} events), ${(round.busyCommitP99Ms / round.idleCommitP99Ms).toFixed(2)}×`,
    );
  }
  console.log(
    `  CPU during the bulks: ${cpuText(result.busyCpu, result.busy.seconds)}` +
      ` (idle phases: ${cpuText(result.idleCpu, result.idle.seconds)}; 100% = one core)`,
  );
  const queue = (label: string, byType: QueueSamples) =>
    `  job queue ${label} (sampled every ${QUEUE_SAMPLE_MS} ms, most at once): ${[...byType]
      .map(
        ([type, at]) =>
          `${type} ${at.maxQueued} queued, ${at.maxRunning} running or claimed, oldest queued ${at.maxQueuedAgeMs.toFixed(0)} ms`,
      )
      .join("; ")}`;
  const waits = (label: string, byType: QueueSamples) =>
    `  database sessions ${label} (wait event: samples seen, most at once): ${[...(byType.waits ?? [])]
      .sort((a, b) => b[1].samples - a[1].samples)
      .map(([wait, seen]) => `${wait} ${seen.samples}/${seen.most}`)
      .join(", ")}`;
  console.log(queue("idle", result.idleQueue));
  console.log(queue("during the bulk", result.busyQueue));
  console.log(waits("idle", result.idleQueue));
  console.log(waits("during the bulk", result.busyQueue));
  console.log(`  Vendor.Updated deliveries at ${PATCH_RATE} PATCHes/s:`);
  console.log(line("idle", result.idle));
  console.log(line("during the bulk", result.busy));
  const recordedMultiple = result.busy.fromRecordedP99Ms / result.idle.fromRecordedP99Ms;
  const commitMultiple = result.busy.commitP99Ms / result.idle.commitP99Ms;
  const commitLine = (label: string, p: LatencyPhase) =>
    `  ${label}: ${p.commitEvents} events, commit → received p50 ${p.commitP50Ms.toFixed(1)} ms, p99 ${p.commitP99Ms.toFixed(1)} ms, max ${p.commitMaxMs.toFixed(1)} ms`;
  console.log(
    `  events committed by the benchmark at ${COMMIT_RATE}/s, every round's together (the target's measure):`,
  );
  const splitLine = (label: string, { commitSplit: w }: LatencyPhase) =>
    `  ${label}, medians: the slowest 1% commit → attempt ${w.slowestToAttemptMs.toFixed(1)} ms, attempt → received ${w.slowestAfterAttemptMs.toFixed(1)} ms; all ${w.allToAttemptMs.toFixed(1)} ms and ${w.allAfterAttemptMs.toFixed(1)} ms`;
  console.log(commitLine("idle", result.idle));
  console.log(commitLine("during the bulk", result.busy));
  console.log(splitLine("idle", result.idle));
  console.log(splitLine("during the bulk", result.busy));
  console.log(
    `  busy p99 ${commitMultiple.toFixed(2)}× idle (target <= ${LATENCY_TARGET_MULTIPLE}×): ${
      !valid ? "INVALID (runs failed)" : commitMultiple <= LATENCY_TARGET_MULTIPLE ? "PASS" : "BELOW TARGET"
    }; the PATCH stream's ${multiple.toFixed(2)}× from the answer, ${recordedMultiple.toFixed(2)}× from the event's row`,
  );
  return valid;
}
