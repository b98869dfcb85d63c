import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

/** Which workers may run a job type: every worker, or (when the deployment has one) a background worker. */
export type JobLane = "standard" | "background";

export type JobStatus = "queued" | "running" | "succeeded" | "failed";

export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    orgId: text("org_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    /** The job definition's lane at enqueue: a standard worker's claims read this lane's jobs only. */
    lane: text("lane").$type<JobLane>().notNull().default("standard"),
    ...timestamps(),
  },
  (table) => [
    // (run_at, id) is the claim's order: jobs enqueued by one statement share run_at, and without
    // id in the index every claim would sort all of them to take the first few.
    index("jobs_claim_order_idx").on(table.runAt, table.id).where(sql`status = 'queued'`),
    // A standard worker's claim order: it never walks past a backlog of background jobs (a bulk of
    // zero touch runs) to reach the deliveries behind them.
    index("jobs_standard_claim_order_idx")
      .on(table.runAt, table.id)
      .where(sql`status = 'queued' AND lane = 'standard'`),
    index("jobs_running_idx").on(table.lockedAt).where(sql`status = 'running'`),
    // Partial: most jobs have no key, and every claim and completion of theirs would add an entry.
    uniqueIndex("jobs_dedupe_key_unique").on(table.dedupeKey).where(sql`dedupe_key IS NOT NULL`),
  ],
);
