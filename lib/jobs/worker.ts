import { hostname } from "node:os";
import { type SQL, sql } from "drizzle-orm";
import { ASYNC_COMMIT_FROM } from "@/lib/db/async-commit";
import { type Database, db, rowsOf } from "@/lib/db/client";
import { coalesce } from "@/lib/db/coalesce";
import { queryRows } from "@/lib/db/raw";
import { typesInLane, typesOutsideLane, type WorkerLane } from "./lanes";
import { completeJobsStatement, type JobDefinition, jobDefinition, jobGate, registeredJobTypes } from "./queue";
import { enqueueDueSchedules } from "./schedules";
import { jobWakeups } from "./wake";

interface ClaimedJob {
  id: string;
  type: string;
  org_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  /** Set once claimed: the definition's `prepare`, already under way. */
  prepared?: Promise<unknown>;
  /** True until `prepared` settles: the job then waits in the reserve rather than in a slot. */
  preparing?: boolean;
}

export interface WorkerOptions {
  database?: () => Database;
  concurrency?: number;
  pollIntervalMs?: number;
  /** A running job whose worker has been silent this long is handed to another worker. */
  leaseSeconds?: number;
  scheduleIntervalMs?: number;
  /** Claim only this organization's jobs: tests sharing a database then never run each other's work. */
  orgId?: string;
  /**
   * How long a job of a gated module waits before it is looked at again, when its organization has
   * the module switched off (default 60 seconds).
   */
  gatedRecheckSeconds?: number;
  /** The job types this worker runs (./lanes): every type (default), all but background, or background only. */
  lane?: WorkerLane;
}

// Jobs mostly wait on the network (webhook receivers, SMTP, LLM endpoints), not on this process;
// the few that do not have their own lower limit (JobDefinition.maxConcurrent).
const DEFAULT_CONCURRENCY = 32;

/** Claims one request may chain when limited types' excess crowded out other jobs. */
const MAX_CLAIM_ROUNDS = 3;

const CLAIM = {
  name: "vrp_jobs_claim_except",
  text: `SELECT claimed.* FROM ${ASYNC_COMMIT_FROM}, vrp_claim_jobs($1, $2, $3, $4::text[], $5::boolean) AS claimed`,
};
const MARK_SUCCEEDED = { name: "vrp_jobs_complete", text: completeJobsStatement("$1") };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${Math.random().toString(16).slice(2, 8)}`;
  private readonly database: () => Database;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly leaseSeconds: number;
  private readonly scheduleIntervalMs: number;
  private readonly orgId: string | undefined;
  private readonly gatedRecheckSeconds: number;
  readonly lane: WorkerLane;
  private lastMaintenance = 0;
  private maintenance: Promise<void> | undefined;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  /** Claimed ahead, so a finished job's slot is refilled without waiting for a claim round trip. */
  private readonly ready: ClaimedJob[] = [];
  /**
   * Per type with a `maxConcurrent`, its jobs running or claimed ahead in the reserve: a type at its
   * limit is left out of the next claim, so the reserve never holds jobs that could not start.
   */
  private readonly heldOfLimitedType = new Map<string, number>();
  /** Completion writes still in flight; a job's slot is free before its completion is written. */
  private readonly finishing = new Set<Promise<void>>();
  /** Finished jobs are marked in batches: one UPDATE for every job that finished meanwhile. */
  private readonly markSucceeded = coalesce(async (ids: string[]) => {
    await queryRows(this.database(), MARK_SUCCEEDED, [ids]);
    return ids.map(() => undefined);
  });

  constructor(options: WorkerOptions = {}) {
    this.database = options.database ?? db;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.scheduleIntervalMs = options.scheduleIntervalMs ?? 30_000;
    this.orgId = options.orgId;
    this.gatedRecheckSeconds = options.gatedRecheckSeconds ?? 60;
    this.lane = options.lane ?? "all";
  }

  /** A wake-up (new jobs committed) since the current claim began: its empty answer is stale. */
  private wakePending = false;
  private readonly noteWake = () => {
    this.wakePending = true;
    this.poke();
  };
  /** Something the loop waits for happened: a job finished, a claim answered, or jobs were committed. */
  private poked = false;
  private onPoke: (() => void) | undefined;
  private readonly poke = () => {
    this.poked = true;
    this.onPoke?.();
  };

  start(): void {
    this.stopping = false;
    if (!this.loop) {
      jobWakeups().on("wake", this.noteWake);
      this.loop = this.run().finally(() => jobWakeups().off("wake", this.noteWake));
    }
  }

  /** Stops claiming, lets the jobs in hand finish, then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    jobWakeups().emit("wake");
    await this.loop;
    this.loop = undefined;
  }

  /** Processes runnable jobs until none is left (tests and one-off runs). */
  async runUntilIdle(maxRounds = 1000): Promise<number> {
    let total = 0;
    for (let round = 0; round < maxRounds; round += 1) {
      const processed = await this.processBatch();
      total += processed;
      if (processed === 0) {
        return total;
      }
    }
    return total;
  }

  /**
   * Keeps up to `concurrency` jobs in flight, and a reserve of claimed jobs that a claim running
   * beside them tops up, so a finished job's slot is refilled at once rather than after a round
   * trip, and one slow job (a receiver taking its full timeout) never holds back the others.
   * The reserve is refilled once half of it is used, so each claim takes a batch of jobs rather
   * than the one or two that finished during the last claim's round trip.
   */
  private async run(): Promise<void> {
    const reserve = this.concurrency;
    const refillBelow = Math.ceil(reserve / 2);
    let claiming: Promise<void> | undefined;
    /** The last claim found fewer jobs than it asked for: claim again on a wake-up or the next poll. */
    let drained = false;
    let lastClaimAt = 0;
    while (!this.stopping) {
      // Beside the claims, never before them: a wake-up that arrives during maintenance (a dozen
      // statements every 30 s) is claimed at once.
      if (!this.maintenance && Date.now() - this.lastMaintenance >= this.scheduleIntervalMs) {
        this.maintenance = this.maintain()
          .catch((error: unknown) => console.error("job worker maintenance failed", errorText(error)))
          .finally(() => {
            this.maintenance = undefined;
          });
      }
      while (this.inFlight.size < this.concurrency) {
        const next = this.nextReady();
        if (!next) {
          break;
        }
        this.track(this.execute(next));
      }
      if (drained && (this.wakePending || Date.now() - lastClaimAt >= this.pollIntervalMs)) {
        drained = false;
      }
      if (!claiming && !drained && this.ready.length < refillBelow) {
        const wanted = this.concurrency + reserve - this.inFlight.size - this.ready.length;
        this.wakePending = false; // this claim sees every job committed before it
        lastClaimAt = Date.now();
        claiming = this.claim(wanted)
          .then(({ jobs, taken }) => {
            this.ready.push(...jobs);
            drained = taken < wanted && !this.wakePending;
          })
          .catch((error: unknown) => {
            console.error("job worker claim failed", errorText(error));
            drained = true; // try again at the next poll, not in a tight loop
          })
          .finally(() => {
            claiming = undefined;
            this.poke();
          });
        continue; // start whatever it finds as soon as it answers
      }
      await this.waitForPoke(drained ? Math.max(0, lastClaimAt + this.pollIntervalMs - Date.now()) : undefined);
    }
    await claiming;
    await this.maintenance;
    await this.releaseReady();
    await Promise.all(this.inFlight);
    await Promise.all(this.finishing);
  }

  private waitForPoke(timeoutMs: number | undefined): Promise<void> {
    if (this.poked) {
      this.poked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.onPoke = undefined;
        this.poked = false;
        resolve();
      };
      const timer = timeoutMs === undefined ? undefined : setTimeout(done, timeoutMs);
      this.onPoke = done;
    });
  }

  /** The oldest claimed job whose `prepare` has settled, taken out of the reserve. */
  private nextReady(): ClaimedJob | undefined {
    const index = this.ready.findIndex((job) => !job.preparing);
    return index < 0 ? undefined : this.ready.splice(index, 1)[0];
  }

  /** Jobs claimed ahead but not started go back to the queue as if never claimed. */
  private async releaseReady(): Promise<void> {
    const released = this.ready.splice(0);
    for (const job of released) {
      this.letGo(job.type);
    }
    await this.releaseJobs(released.map((job) => job.id));
  }

  private async releaseJobs(ids: string[]): Promise<void> {
    if (ids.length === 0) {
      return;
    }
    try {
      await this.database().execute(sql`
        UPDATE jobs SET status = 'queued', locked_at = NULL, locked_by = NULL, attempts = attempts - 1, updated_at = now()
        WHERE id = ANY(${sql.param(ids)}::text[]) AND status = 'running' AND locked_by = ${this.id}`);
    } catch (error) {
      console.error("releasing prefetched jobs failed (their lease expiry hands them on)", errorText(error));
    }
  }

  private track(running: Promise<void>): void {
    const tracked = running
      .catch((error: unknown) => console.error("job bookkeeping failed", errorText(error)))
      .finally(() => {
        this.inFlight.delete(tracked);
        this.poke();
      });
    this.inFlight.add(tracked);
  }

  private async maintain(): Promise<void> {
    if (Date.now() - this.lastMaintenance < this.scheduleIntervalMs) {
      return;
    }
    this.lastMaintenance = Date.now();
    await this.recoverJobsOfExitedLocalWorkers();
    await this.recoverExpiredLeases();
    await enqueueDueSchedules(this.database());
  }

  /**
   * Running jobs of a worker on this host whose process is gone (a kill -9, a crash, an OOM kill) go
   * back to the queue at once, not after their lease (300 s by default): a restart after a crash then
   * picks them up within seconds. A process ID that is alive again (reused) or belongs to another
   * host is left to the lease. Each machine's hostname must be its own, as it is by default.
   */
  async recoverJobsOfExitedLocalWorkers(): Promise<void> {
    const host = hostname();
    const holders = rowsOf<{ locked_by: string }>(
      await this.database().execute(
        sql`SELECT DISTINCT locked_by FROM jobs WHERE status = 'running' AND starts_with(locked_by, ${`${host}:`})`,
      ),
    );
    const exited = holders.map((row) => row.locked_by).filter((id) => id !== this.id && !processIsAlive(pidOf(id)));
    if (exited.length === 0) {
      return;
    }
    await this.handBack("its worker process exited", sql`locked_by = ANY(${sql.param(exited)}::text[])`);
  }

  async recoverExpiredLeases(): Promise<void> {
    await this.handBack("worker lease expired", sql`locked_at < now() - make_interval(secs => ${this.leaseSeconds})`);
  }

  /** Running jobs that `which` picks go back to the queue, or fail when they had their last attempt. */
  private async handBack(reason: string, which: SQL): Promise<void> {
    await this.database().execute(sql`
      UPDATE jobs SET
        status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
        last_error = ${reason}, locked_at = NULL, locked_by = NULL, updated_at = now()
      WHERE status = 'running' AND ${which}`);
  }

  /** Types whose `maxConcurrent` jobs are all running or claimed: the next claim leaves them out. */
  private typesAtLimit(): string[] {
    return [...this.heldOfLimitedType]
      .filter(([type, held]) => held >= (jobDefinition(type)?.maxConcurrent ?? Number.POSITIVE_INFINITY))
      .map(([type]) => type);
  }

  /**
   * Per type this worker runs, the jobs it may still start, when every such type has a limit (a
   * worker of the background lane); undefined while it runs a type without one.
   */
  private roomByType(): Map<string, number> | undefined {
    const room = new Map<string, number>();
    for (const type of typesInLane(this.lane)) {
      const limit = jobDefinition(type)?.maxConcurrent;
      if (limit === undefined) {
        return undefined;
      }
      room.set(type, Math.max(0, limit - (this.heldOfLimitedType.get(type) ?? 0)));
    }
    return room;
  }

  /** Counts a claimed job against its type's limit; false if the type has no room left. */
  private hold(type: string): boolean {
    const limit = jobDefinition(type)?.maxConcurrent;
    if (limit === undefined) {
      return true;
    }
    const held = this.heldOfLimitedType.get(type) ?? 0;
    if (held >= limit) {
      return false;
    }
    this.heldOfLimitedType.set(type, held + 1);
    return true;
  }

  /** A job of this type finished or went back to the queue. */
  private letGo(type: string): void {
    const held = this.heldOfLimitedType.get(type);
    if (held !== undefined) {
      this.heldOfLimitedType.set(type, held - 1);
      // The type was left out of the last claims: its queued jobs may run now, so claim again.
      if (held >= (jobDefinition(type)?.maxConcurrent ?? Number.POSITIVE_INFINITY)) {
        this.wakePending = true;
      }
    }
  }

  /**
   * Claims up to `wanted` runnable jobs: `jobs` to run, and how many the claim took (`taken`, those
   * set aside for a switched-off module included). A claim that took fewer than it asked for drained
   * the queue or filled the room of a worker that runs limited types only; either way the next
   * claim waits for a wake-up (new jobs, or a limited type's freed slot) or the next poll.
   */
  private async claim(wanted: number, rounds = 1): Promise<{ jobs: ClaimedJob[]; taken: number }> {
    const rooms = this.roomByType();
    if (!rooms) {
      // vrp_claim_jobs (migrations 0010, 0013, 0020) takes the oldest runnable jobs in claim order,
      // skipping locked ones, the types at their limit and those of other lanes.
      return this.claimExcept(wanted, [...this.typesAtLimit(), ...typesOutsideLane(this.lane)], rounds);
    }
    // Limited types only: a claim per type with room, of that room at most, so no claim takes jobs
    // it would at once put back (during a backlog of heavy runs, each one a row written twice).
    const others = registeredJobTypes();
    const result = { jobs: [] as ClaimedJob[], taken: 0 };
    for (const [type, room] of rooms) {
      const limit = Math.min(room, wanted - result.jobs.length);
      if (limit > 0) {
        const claimed = await this.claimExcept(
          limit,
          others.filter((other) => other !== type),
          MAX_CLAIM_ROUNDS,
        );
        result.jobs.push(...claimed.jobs);
        result.taken += claimed.taken;
      }
    }
    return result;
  }

  /** One claim of up to `limit` jobs, leaving out `exceptTypes`; then the bookkeeping of what it took. */
  private async claimExcept(
    limit: number,
    exceptTypes: string[],
    rounds: number,
  ): Promise<{ jobs: ClaimedJob[]; taken: number }> {
    const claimed = await queryRows<ClaimedJob>(this.database(), CLAIM, [
      this.id,
      limit,
      this.orgId ?? null,
      exceptTypes,
      // Only a standard worker reads its lane's index: the rows' lane is a hint (older rows all say
      // standard), and the types left out keep every claim correct without it.
      this.lane === "standard",
    ]);
    const enabled = await this.setAsideSwitchedOff(claimed);
    // One claim can return more jobs of a limited type than it has room for: those go straight back.
    const jobs: ClaimedJob[] = [];
    const excess: string[] = [];
    for (const job of enabled) {
      if (this.hold(job.type)) {
        jobs.push(job);
      } else {
        excess.push(job.id);
      }
    }
    await this.releaseJobs(excess);
    for (const job of jobs) {
      const prepare = jobDefinition(job.type)?.prepare;
      if (prepare) {
        job.prepared = prepare(job.payload);
        job.preparing = true;
        const settled = () => {
          job.preparing = false;
          this.poke();
        };
        job.prepared.then(settled, settled); // the handler awaits it and sees its failure
      }
    }
    let taken = jobs.length + claimed.length - enabled.length;
    // The excess took the places of jobs behind it (a bulk launch ahead of webhook deliveries): claim
    // again, now leaving the full types out, so those jobs start now rather than at the next claim.
    if (excess.length > 0 && jobs.length < limit && rounds < MAX_CLAIM_ROUNDS) {
      const more = await this.claim(limit - jobs.length, rounds + 1);
      jobs.push(...more.jobs);
      taken += more.taken;
    }
    return { jobs, taken };
  }

  /**
   * The claimed jobs that may run. A gated module's jobs for an organization that has the module
   * switched off go back to the queue untouched (their attempt not counted) to be looked at again in
   * `gatedRecheckSeconds`: skipped while the module is off, run once it is on, never failed or lost.
   */
  private async setAsideSwitchedOff(claimed: ClaimedJob[]): Promise<ClaimedJob[]> {
    const gated = claimed.filter((job) => job.org_id !== null && jobGate(job.type) !== undefined);
    if (gated.length === 0) {
      return claimed;
    }
    const verdicts = new Map<string, Promise<boolean>>();
    const isOn = (job: ClaimedJob) => {
      const key = `${job.type} ${job.org_id}`;
      let verdict = verdicts.get(key);
      if (!verdict) {
        const gate = jobGate(job.type);
        verdict = gate ? gate(this.database(), job.org_id as string) : Promise.resolve(true);
        verdicts.set(key, verdict);
      }
      return verdict;
    };
    let off: ClaimedJob[];
    try {
      const on = await Promise.all(gated.map(isOn));
      off = gated.filter((_, index) => !on[index]);
    } catch (error) {
      console.error("checking module switches failed; the jobs concerned wait", errorText(error));
      off = gated;
    }
    if (off.length > 0) {
      await this.database().execute(sql`
        UPDATE jobs SET status = 'queued', locked_at = NULL, locked_by = NULL, attempts = attempts - 1,
          run_at = now() + make_interval(secs => ${this.gatedRecheckSeconds}), updated_at = now()
        WHERE id = ANY(${sql.param(off.map((job) => job.id))}::text[]) AND status = 'running' AND locked_by = ${this.id}`);
    }
    const setAside = new Set(off);
    return claimed.filter((job) => !setAside.has(job));
  }

  private async processBatch(): Promise<number> {
    const { jobs } = await this.claim(this.concurrency);
    await Promise.all(jobs.map((job) => this.execute(job)));
    await Promise.all(this.finishing);
    return jobs.length;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    try {
      await this.runJob(job);
    } finally {
      this.letGo(job.type);
    }
  }

  private async runJob(job: ClaimedJob): Promise<void> {
    const definition = jobDefinition(job.type);
    const deferred: Promise<unknown>[] = [];
    let completedByHandler = false;
    const defer = (work: Promise<unknown>) => {
      work.catch(() => {}); // settled below; not an unhandled rejection while the handler runs
      deferred.push(work);
    };
    try {
      if (!definition) {
        throw new Error(`no handler registered for job type ${job.type}`);
      }
      const context = {
        jobId: job.id,
        attempt: job.attempts,
        orgId: job.org_id,
        prepared: job.prepared,
        defer,
        completeWith: (write: Promise<unknown>) => {
          completedByHandler = true;
          defer(write);
        },
      };
      await definition.handle(job.payload, context);
    } catch (error) {
      await Promise.allSettled(deferred);
      await this.markFailed(job, definition, error);
      return;
    }
    // The slot is free from here; the completion is written once the deferred work is (or with it,
    // by completeWith). A lost completion only delays: the job's lease expires and it runs again
    // (at least once).
    const completion = Promise.all(deferred)
      .then(
        () => (completedByHandler ? undefined : this.markSucceeded(job.id)),
        (error: unknown) => this.markFailed(job, definition, error),
      )
      .catch((error: unknown) => console.error("recording a job's outcome failed", errorText(error)))
      .finally(() => this.finishing.delete(completion));
    this.finishing.add(completion);
    if (this.finishing.size > this.concurrency * 8) {
      await Promise.race(this.finishing); // the database is behind: stop taking more work for now
    }
  }

  private async markFailed(job: ClaimedJob, definition: JobDefinition | undefined, error: unknown): Promise<void> {
    const canRetry = definition !== undefined && job.attempts < job.max_attempts;
    const delaySeconds = canRetry ? definition.retryDelaySeconds(job.attempts) : 0;
    await this.database().execute(sql`
      UPDATE jobs SET status = ${canRetry ? "queued" : "failed"}, locked_at = NULL, locked_by = NULL,
        last_error = ${errorText(error)}, run_at = now() + make_interval(secs => ${delaySeconds}), updated_at = now()
      WHERE id = ${job.id}`);
  }
}

const DEFAULT_POLL_INTERVAL_MS = 1000;
const MAX_POLL_INTERVAL_MS = 10 * 60_000;

/**
 * `JOB_POLL_INTERVAL_MS`: how often an idle worker looks for due jobs on its own (default 1 s,
 * 100 ms to 10 min). New jobs wake it at once anyway (in its process, and through LISTEN from
 * others); the poll finds retries and scheduled runs whose time has come.
 */
export function workerPollIntervalMs(): number {
  const value = Number(process.env.JOB_POLL_INTERVAL_MS);
  return Number.isInteger(value) && value >= 100 && value <= MAX_POLL_INTERVAL_MS ? value : DEFAULT_POLL_INTERVAL_MS;
}

/** The process ID in a worker's ID (`host:pid:random`). */
const pidOf = (workerId: string): number => Number(workerId.split(":").at(-2));

function processIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) {
    return true; // not a process ID this host can judge: leave it to the lease
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, someone else's
  }
}

/** `WORKER_CONCURRENCY`: jobs one process runs at once (default 32). */
export function workerConcurrency(): number {
  const value = Number(process.env.WORKER_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CONCURRENCY;
}
