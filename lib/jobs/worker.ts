import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import { type Database, db, rowsOf } from "@/lib/db/client";
import { jobDefinition } from "./queue";
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

  constructor(options: WorkerOptions = {}) {
    this.database = options.database ?? db;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.scheduleIntervalMs = options.scheduleIntervalMs ?? 30_000;
    this.orgId = options.orgId;
  }

  start(): void {
    this.stopping = false;
    this.loop ??= this.run();
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
    while (!this.stopping) {
      let drained = true;
      try {
        await this.maintain();
        const free = this.concurrency - this.inFlight.size;
        if (free > 0) {
          const claimed = await this.claim(free);
          for (const job of claimed) {
            this.track(this.execute(job));
          }
          drained = claimed.length < free;
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
    await Promise.all(this.inFlight);
  }

  private track(running: Promise<void>): void {
    const tracked = running
      .catch((error: unknown) => console.error("job bookkeeping failed", errorText(error)))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  private waitForWork(): Promise<void> {
    return new Promise((resolve) => {
      const wakeups = jobWakeups();
      const done = () => {
        clearTimeout(timer);
        wakeups.off("wake", done);
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
    return rowsOf<ClaimedJob>(
      await this.database().execute(sql`
        UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${this.id},
          attempts = attempts + 1, updated_at = now()
        WHERE id IN (
          SELECT id FROM jobs WHERE status = 'queued' AND run_at <= now() ${orgFilter}
          ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, type, org_id, payload, attempts, max_attempts`),
    );
  }

  private async processBatch(): Promise<number> {
    const claimed = await this.claim(this.concurrency);
    await Promise.all(claimed.map((job) => this.execute(job)));
    return claimed.length;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const definition = jobDefinition(job.type);
    try {
      if (!definition) {
        throw new Error(`no handler registered for job type ${job.type}`);
      }
      await definition.handle(job.payload, { jobId: job.id, attempt: job.attempts, orgId: job.org_id });
      await this.database().execute(sql`
        UPDATE jobs SET status = 'succeeded', locked_at = NULL, last_error = NULL, updated_at = now()
        WHERE id = ${job.id}`);
    } catch (error) {
      const canRetry = definition !== undefined && job.attempts < job.max_attempts;
      const delaySeconds = canRetry ? definition.retryDelaySeconds(job.attempts) : 0;
      await this.database().execute(sql`
        UPDATE jobs SET status = ${canRetry ? "queued" : "failed"}, locked_at = NULL, locked_by = NULL,
          last_error = ${errorText(error)}, run_at = now() + make_interval(secs => ${delaySeconds}), updated_at = now()
        WHERE id = ${job.id}`);
    }
  }
}

/** `WORKER_CONCURRENCY`: jobs one process runs at once (default 16). */
export function workerConcurrency(): number {
  const value = Number(process.env.WORKER_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CONCURRENCY;
}
