import { and, eq, inArray, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { type JobStatus, jobs } from "./tables";

/** Where a job is, for a module that lets its callers follow work it runs in the background. */
export interface JobState {
  id: string;
  status: JobStatus;
  /** When it was enqueued (the database's clock). */
  createdAt: Date;
  /** When it last changed: its end, once it succeeded or failed. */
  updatedAt: Date;
}

/** A queued job (waiting, or waiting for a retry) or a running one has not finished. */
export const isUnfinished = (state: JobState | undefined): state is JobState =>
  state?.status === "queued" || state?.status === "running";

/**
 * The states of the given jobs, by ID. A job missing from the answer is unknown: never enqueued, or
 * finished more than a week ago and purged (lib/jobs/maintenance.ts).
 */
export async function jobStates(q: Queryable, ids: readonly string[]): Promise<Map<string, JobState>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ id: jobs.id, status: jobs.status, createdAt: jobs.createdAt, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(inArray(jobs.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * SQL for a where clause: a job of `type` whose payload's `key` is `value` (a column of the outer
 * query, or a value) is queued or running. For sweeps that leave alone records with work under way.
 */
export const unfinishedJobExists = (type: string, key: string, value: SQLWrapper | string): SQL =>
  sql`exists (select 1 from ${jobs} where ${jobs.type} = ${type}
    and ${jobs.status} in ('queued', 'running') and ${jobs.payload}->>${key} = ${value})`;

/** The IDs of the other running jobs of `type` whose payload's `key` is `value`. */
export async function otherRunningJobs(
  q: Queryable,
  { type, key, value, exceptJobId }: { type: string; key: string; value: string; exceptJobId: string },
): Promise<string[]> {
  const rows = await q
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "running"),
        eq(jobs.type, type),
        ne(jobs.id, exceptJobId),
        sql`${jobs.payload} ->> ${key} = ${value}`,
      ),
    );
  return rows.map((row) => row.id);
}
