import { sql } from "drizzle-orm";
import { ASYNC_COMMIT_FROM } from "@/lib/db/async-commit";
import type { Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { type JobLane, jobs } from "./tables";

export interface JobHandlerContext<Prepared = undefined> {
  jobId: string;
  attempt: number;
  orgId: string | null;
  /**
   * Work the job's completion waits for but its worker slot does not, such as writing down what
   * was done. The job is marked succeeded only once it settles; if it fails, the job fails (and
   * is retried by its policy) as if the handler had thrown.
   */
  defer(work: Promise<unknown>): void;
  /**
   * Like `defer`, but `write` also marks this job succeeded, in the same statement as the records it
   * writes (`completeJobsStatement`), so the worker does not mark it again: a record and the job's
   * completion then commit together or not at all, and cost one round trip instead of two.
   */
  completeWith(write: Promise<unknown>): void;
  /** What the definition's `prepare` started loading when the job was claimed. */
  prepared: Promise<Prepared> | undefined;
}

/**
 * A statement that marks the jobs whose IDs are in the `text[]` parameter `idsParam` (such as "$1")
 * succeeded, with an asynchronous commit (a lost completion only makes the job run again). A job
 * type's write that completes its jobs (`completeWith`) puts its own change in a WITH clause before it.
 * vrp_complete_jobs (migration 0012) always finds the jobs by primary key, however stale the plan.
 */
export const completeJobsStatement = (idsParam: string): string =>
  `SELECT vrp_complete_jobs(${idsParam}::text[]) AS completed FROM ${ASYNC_COMMIT_FROM}`;

export type { JobLane } from "./tables";

export interface JobDefinition<
  Payload extends Record<string, unknown> = Record<string, unknown>,
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of every prepared type
  Prepared = any,
> {
  type: string;
  /** Attempts before the job is marked failed. */
  maxAttempts: number;
  /** Delay before retry N (1-based count of attempts so far). */
  retryDelaySeconds: (attempts: number) => number;
  /**
   * At most this many jobs of this type run at once in one worker process (default: only the
   * worker's own limit). For jobs that hold much memory or CPU while they run, such as extracting
   * an uploaded document, so that a worker sized for network-bound jobs does not run dozens of them.
   */
  maxConcurrent?: number;
  /**
   * "background": CPU-heavy work that may wait (a bulk of zero touch runs). A deployment that runs a
   * worker of the background lane (`WORKER_LANE=background`, lib/jobs/lanes.ts) keeps these jobs off
   * its other workers, so they never hold up webhook deliveries and the other short jobs.
   */
  lane?: JobLane;
  /**
   * Starts loading what `handle` needs as soon as the job is claimed, while it still waits for a
   * free slot, so the slot is not spent on that round trip. Its failure fails the job like `handle`'s.
   */
  prepare?(payload: Payload): Promise<Prepared>;
  handle(payload: Payload, context: JobHandlerContext<Prepared>): Promise<void>;
}

/**
 * Whether an organization's jobs of a type may run now. A gated module's jobs for an organization
 * that has the module switched off answer false: the worker postpones them rather than run them.
 */
export type JobGate = (q: Queryable, orgId: string) => Promise<boolean>;

interface RegisteredJob {
  definition: JobDefinition;
  gate?: JobGate;
}

/** Filled from the module list at startup (registerModules); a type not listed has no handler. */
const registry = new Map<string, RegisteredJob>();

/** Describes a job type. It runs only once a module (or a test) registers it with `registerJobType`. */
export function defineJob<Payload extends Record<string, unknown>, Prepared = undefined>(
  definition: JobDefinition<Payload, Prepared>,
): JobDefinition<Payload, Prepared> {
  return definition;
}

export function registerJobType<Payload extends Record<string, unknown>, Prepared>(
  definition: JobDefinition<Payload, Prepared>,
  gate?: JobGate,
): void {
  registry.set(definition.type, { definition: definition as unknown as JobDefinition, gate });
}

export function clearJobTypes(): void {
  registry.clear();
}

export function jobDefinition(type: string): JobDefinition | undefined {
  return registry.get(type)?.definition;
}

export function jobGate(type: string): JobGate | undefined {
  return registry.get(type)?.gate;
}

export function registeredJobTypes(): string[] {
  return [...registry.keys()].sort();
}

export const exponentialBackoff = (baseSeconds: number, capSeconds: number) => (attempts: number) =>
  Math.min(capSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));

/** The lane a job type's rows carry: its definition's, standard when it names none. */
const laneOf = (definition: JobDefinition<never, unknown>): JobLane => definition.lane ?? "standard";

export interface EnqueueOptions {
  orgId?: string | null;
  runAt?: Date;
  dedupeKey?: string;
}

/**
 * Enqueues inside the caller's transaction (transactional outbox): the job exists exactly when the
 * change that caused it commits.
 */
export async function enqueueJob<Payload extends Record<string, unknown>>(
  tx: Queryable,
  definition: JobDefinition<Payload, unknown>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<string> {
  const id = newId("job");
  await tx
    .insert(jobs)
    .values({
      id,
      type: definition.type,
      orgId: options.orgId ?? null,
      payload,
      maxAttempts: definition.maxAttempts,
      lane: laneOf(definition),
      runAt: options.runAt ?? new Date(),
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`dedupe_key IS NOT NULL` });
  return id;
}

/**
 * Enqueues one job per payload in a single insert, in the caller's transaction (no dedupe keys):
 * for a batch of domain events, each with its own delivery. Returns the job IDs in payload order.
 */
export async function enqueueJobs<Payload extends Record<string, unknown>>(
  tx: Queryable,
  definition: JobDefinition<Payload, unknown>,
  payloads: readonly Payload[],
  options: Omit<EnqueueOptions, "dedupeKey"> = {},
): Promise<string[]> {
  const ids = payloads.map(() => newId("job"));
  if (ids.length === 0) {
    return ids;
  }
  const runAt = options.runAt ?? new Date();
  await tx.insert(jobs).values(
    payloads.map((payload, index) => ({
      id: ids[index] as string,
      type: definition.type,
      orgId: options.orgId ?? null,
      payload,
      maxAttempts: definition.maxAttempts,
      lane: laneOf(definition),
      runAt,
    })),
  );
  return ids;
}
