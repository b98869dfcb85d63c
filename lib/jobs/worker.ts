import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import { asyncCommit } from "@/lib/db/async-commit";
import { type Database, db, rowsOf } from "@/lib/db/client";
import { coalesce } from "@/lib/db/coalesce";
import { type JobDefinition, jobDefinition } from "./queue";
import { enqueueDueSchedules } from "./schedules";
import { jobWakeups } from "./wake";

interface ClaimedJob {
  id: string;
  type: string;
  org_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
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
}

// Jobs mostly wait on the network (webhook receivers, SMTP, LLM endpoints), not on this process.
const DEFAULT_CONCURRENCY = 16;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${Math.random().toString(16).slice(2, 8)}`;
  private readonly database: () => Database;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly leaseSeconds: number;
  private readonly scheduleIntervalMs: number;
  private readonly orgId: string | undefined;
  private lastMaintenance = 0;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  /** Claimed ahead, so a finished job's slot is refilled without waiting for a claim round trip. */
  private readonly ready: ClaimedJob[] = [];
  /** Completion writes still in flight; a job's slot is free before its completion is written. */
  private readonly finishing = new Set<Promise<void>>();
  /** Finished jobs are marked in batches: one UPDATE for every job that finished meanwhile. */
  private readonly markSucceeded = coalesce(async (ids: string[]) => {
    await this.database().execute(sql`
      UPDATE jobs SET status = 'succeeded', locked_at = NULL, last_error = NULL, updated_at = now()
      FROM ${asyncCommit} WHERE id = ANY(${sql.param(ids)}::text[])`);
    return ids.map(() => undefined);
  });

  constructor(options: WorkerOptions = {}) {
    this.database = options.database ?? db;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.scheduleIntervalMs = options.scheduleIntervalMs ?? 30_000;
    this.orgId = options.orgId;
  }

  /** A wake-up that came while the loop was busy claiming: the next wait returns at once. */
  private wakePending = false;
  private readonly noteWake = () => {
    this.wakePending = true;
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
   * Keeps up to `concurrency` jobs in flight and claims more as each one finishes, so one slow job
   * (a receiver taking its full timeout) never holds back the others.
   */
  private async run(): Promise<void> {
    const prefetch = Math.ceil(this.concurrency / 2);
    while (!this.stopping) {
      let drained = true;
      this.wakePending = false; // this round's claim sees every job committed before it
      try {
        await this.maintain();
        const free = this.concurrency - this.inFlight.size;
        if (free > 0) {
          if (this.ready.length < free) {
            const wanted = free + prefetch - this.ready.length;
            const claimed = await this.claim(wanted);
            this.ready.push(...claimed);
            drained = claimed.length < wanted;
          } else {
            drained = false;
          }
          for (const job of this.ready.splice(0, free)) {
            this.track(this.execute(job));
          }
        } else {
          drained = false;
        }
      } catch (error) {
        console.error("job worker loop error", errorText(error));
      }
      if (this.stopping) {
        break;
      }
      if (this.inFlight.size >= this.concurrency) {
        await Promise.race(this.inFlight);
      } else if (drained) {
        await this.waitForWork();
      }
    }
    await this.releaseReady();
    await Promise.all(this.inFlight);
    await Promise.all(this.finishing);
  }

  /** Jobs claimed ahead but not started go back to the queue as if never claimed. */
  private async releaseReady(): Promise<void> {
    const ids = this.ready.splice(0).map((job) => job.id);
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
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private waitForWork(): Promise<void> {
    if (this.wakePending) {
      this.wakePending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wakeups = jobWakeups();
      const done = () => {
        clearTimeout(timer);
        wakeups.off("wake", done);
        this.wakePending = false;
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      wakeups.once("wake", done);
    });
  }

  private async maintain(): Promise<void> {
    if (Date.now() - this.lastMaintenance < this.scheduleIntervalMs) {
      return;
    }
    this.lastMaintenance = Date.now();
    await this.recoverExpiredLeases();
    await enqueueDueSchedules(this.database());
  }

  async recoverExpiredLeases(): Promise<void> {
    await this.database().execute(sql`
      UPDATE jobs SET
        status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
        last_error = 'worker lease expired', locked_at = NULL, locked_by = NULL, updated_at = now()
      WHERE status = 'running' AND locked_at < now() - make_interval(secs => ${this.leaseSeconds})`);
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const orgFilter = this.orgId === undefined ? sql`` : sql`AND org_id = ${this.orgId}`;
    const claimed = await this.database().execute(sql`
      UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${this.id},
        attempts = attempts + 1, updated_at = now()
      FROM ${asyncCommit}
      WHERE id IN (
        SELECT id FROM jobs WHERE status = 'queued' AND run_at <= now() ${orgFilter}
        ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, type, org_id, payload, attempts, max_attempts`);
    return rowsOf<ClaimedJob>(claimed);
  }

  private async processBatch(): Promise<number> {
    const claimed = await this.claim(this.concurrency);
    await Promise.all(claimed.map((job) => this.execute(job)));
    await Promise.all(this.finishing);
    return claimed.length;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const definition = jobDefinition(job.type);
    const deferred: Promise<unknown>[] = [];
    try {
      if (!definition) {
        throw new Error(`no handler registered for job type ${job.type}`);
      }
      const context = {
        jobId: job.id,
        attempt: job.attempts,
        orgId: job.org_id,
        defer: (work: Promise<unknown>) => {
          work.catch(() => {}); // settled below; not an unhandled rejection while the handler runs
          deferred.push(work);
        },
      };
      await definition.handle(job.payload, context);
    } catch (error) {
      await Promise.allSettled(deferred);
      await this.markFailed(job, definition, error);
      return;
    }
    // The slot is free from here; the completion is written once the deferred work is. A lost
    // completion only delays: the job's lease expires and it runs again (at least once).
    const completion = Promise.all(deferred)
      .then(
        () => this.markSucceeded(job.id),
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

/** `WORKER_CONCURRENCY`: jobs one process runs at once (default 16). */
export function workerConcurrency(): number {
  const value = Number(process.env.WORKER_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CONCURRENCY;
}
