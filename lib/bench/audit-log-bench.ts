import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, type DatabaseHandle, openPglite, openPostgres, setDatabaseHandle } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { addMonths, ensureMonthPartitions, monthStart } from "@/lib/db/partitions";
import { deleteBatch, expiredAuditLogKeys, PURGE_BATCH_ROWS, purgeExpiredRecords } from "@/lib/retention/purge";
import { percentile } from "./percentile";

/**
 * The audit log part (`BENCH_ONLY=audit_log`): an organization with BENCH_AUDIT_ROWS (default
 * 10,000,000) API call audit rows over the last 12 months, inserted by SQL into the monthly
 * partitions; the list is then measured beside the bare server by api-bench.ts. After it, the
 * purge: how long one delete statement holds its transaction at several batch sizes, on this
 * PostgreSQL table and on an embedded database of 200,000 rows, and the daily purge's run once a
 * 30-day setting has expired eleven months.
 */

export const AUDIT_LOG_MONTHS = 12;
const INSERT_CHUNKS = 40;
const INSERT_PARALLEL = 4;
const BATCH_SIZES = [500, 2000, 5000, 20_000];
const STATEMENTS_PER_SIZE = 5;
const EMBEDDED_ROWS = 200_000;

export function auditLogRows(): number {
  const raw = process.env.BENCH_AUDIT_ROWS ?? "10000000";
  const rows = Number(raw);
  if (!Number.isInteger(rows) || rows < 10_000 || rows > 50_000_000) {
    throw new Error(`BENCH_AUDIT_ROWS must be a whole number from 10,000 to 50,000,000, got "${raw}"`);
  }
  return rows;
}

export interface SeededAuditLog {
  rows: number;
  partitions: number;
  /** A one-day window (Unix seconds, inclusive) a hundred days back, for the filtered list. */
  day: { start: number; end: number };
  seconds: number;
}

/** The rows of the audit log as API calls leave them, `spacing` seconds apart back from `newest`. */
const insertRowsSql = `
  INSERT INTO api_audit_log (id, org_id, occurred_at, method, path, route, status_code, duration_ms,
    query_params, api_key_id, api_key_name, user_id, client_ip, request_id)
  SELECT 'cbaudit_bench_' || n, $1, $2::timestamptz - make_interval(secs => n * $3::float8),
    (ARRAY['GET', 'GET', 'GET', 'POST', 'PATCH', 'DELETE'])[1 + n % 6],
    '/v1/vendors/cbven_' || (n % 5000), '/v1/vendors/{vendor_id}',
    (ARRAY[200, 200, 200, 201, 404, 422])[1 + n % 6], 5 + n % 200, '["limit"]'::jsonb,
    'ak_bench_' || (n % 8), 'Bench key ' || (n % 8), null, '10.0.' || (n % 250) || '.' || (n % 200),
    'req_' || md5(n::text)
  FROM generate_series($4::int, $5::int) AS n`;

/** The audit log's partitions for the AUDIT_LOG_MONTHS before `newest`'s month, its own and those ahead. */
async function makeMonthsBack(database: Database, newest: Date): Promise<void> {
  for (let back = AUDIT_LOG_MONTHS; back >= 0; back -= 1) {
    await ensureMonthPartitions(database, "api_audit_log", addMonths(monthStart(newest), -back));
  }
}

/** Fills the organization's audit log: the months' partitions first, then chunks in parallel, then VACUUM ANALYZE. */
export async function seedAuditLog(databaseUrl: string, orgId: string, rows: number): Promise<SeededAuditLog> {
  const started = performance.now();
  const newest = new Date(Date.now() - 60 * 60 * 1000);
  const spacing = (365 * 86_400) / rows;
  const handle = openPostgres(databaseUrl, 2);
  try {
    await makeMonthsBack(handle.db, newest);
  } finally {
    await handle.close();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: INSERT_PARALLEL });
  try {
    const chunk = Math.ceil(rows / INSERT_CHUNKS);
    const chunks = Array.from({ length: INSERT_CHUNKS }, (_, index) => [
      index * chunk + 1,
      Math.min(rows, (index + 1) * chunk),
    ]);
    let done = 0;
    await Promise.all(
      Array.from({ length: INSERT_PARALLEL }, async () => {
        for (let next = chunks.shift(); next; next = chunks.shift()) {
          await pool.query(insertRowsSql, [orgId, newest.toISOString(), spacing, next[0], next[1]]);
          done += 1;
          if (done % 10 === 0) {
            console.log(`  audit log: ${done} of ${INSERT_CHUNKS} chunks inserted`);
          }
        }
      }),
    );
    // As autovacuum leaves a settled table: the total is then an index-only scan.
    await pool.query("VACUUM ANALYZE api_audit_log");
    const { rows: counted } = await pool.query<{ partitions: number }>(
      `SELECT count(*)::int AS partitions FROM pg_inherits WHERE inhparent = 'api_audit_log'::regclass`,
    );
    const dayStart = Math.floor((newest.getTime() / 1000 - 100 * 86_400) / 86_400) * 86_400;
    return {
      rows,
      partitions: counted[0]?.partitions ?? 0,
      day: { start: dayStart, end: dayStart + 86_399 },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await pool.end();
  }
}

export interface BatchTiming {
  rows: number;
  medianMs: number;
  maxMs: number;
}

export interface PurgeBenchResult {
  server: BatchTiming[];
  embedded: BatchTiming[];
  daily: { seconds: number; partitionsDropped: number; rowsDropped: number; rowsDeleted: number };
}

/** Times STATEMENTS_PER_SIZE purge statements of each batch size against `handle`, as the daily purge runs them. */
async function timeBatches(handle: DatabaseHandle, orgId: string, now: Date): Promise<BatchTiming[]> {
  setDatabaseHandle(handle);
  try {
    const timings: BatchTiming[] = [];
    for (const rows of BATCH_SIZES) {
      const durations: number[] = [];
      for (let statement = 0; statement < STATEMENTS_PER_SIZE; statement += 1) {
        const started = performance.now();
        const deleted = await deleteBatch(
          "api_audit_log",
          expiredAuditLogKeys(now, [orgId]),
          ["id", "occurred_at"],
          rows,
        );
        durations.push(performance.now() - started);
        if (deleted < rows) {
          throw new Error(`a purge statement of ${rows} found only ${deleted} expired rows`);
        }
      }
      durations.sort((a, b) => a - b);
      timings.push({ rows, medianMs: percentile(durations, 50), maxMs: durations.at(-1) ?? Number.NaN });
    }
    return timings;
  } finally {
    setDatabaseHandle(undefined);
  }
}

async function embeddedBatches(): Promise<BatchTiming[]> {
  const handle = openPglite(undefined);
  try {
    await applyMigrations(handle);
    const orgId = "org_embedded_bench";
    const now = new Date();
    await handle.db.execute(
      sql`INSERT INTO organizations (id, name, modules, audit_log_retention_days) VALUES (${orgId}, 'Embedded bench', '{}'::jsonb, 30)`,
    );
    await makeMonthsBack(handle.db, now);
    if (handle.driver.kind !== "pglite") {
      throw new Error("expected PGlite");
    }
    await handle.driver.client.query(insertRowsSql, [
      orgId,
      now.toISOString(),
      (365 * 86_400) / EMBEDDED_ROWS,
      1,
      EMBEDDED_ROWS,
    ]);
    await handle.db.execute(sql`ANALYZE api_audit_log`);
    return await timeBatches(handle, orgId, now);
  } finally {
    await handle.close();
  }
}

/**
 * After the list rounds: the organization keeps 30 days from now on. Times purge statements on the
 * server and on an embedded database, then runs the daily purge once (partitions dropped, rest deleted).
 */
export async function runPurgeBench(databaseUrl: string, orgId: string): Promise<PurgeBenchResult> {
  const handle = openPostgres(databaseUrl, 2);
  try {
    await handle.db.execute(sql`UPDATE organizations SET audit_log_retention_days = 30 WHERE id = ${orgId}`);
    console.log("audit log purge: statement times by batch size on PostgreSQL…");
    const server = await timeBatches(handle, orgId, new Date());
    console.log(`audit log purge: the same on an embedded database of ${EMBEDDED_ROWS.toLocaleString("en-US")} rows…`);
    const embedded = await embeddedBatches();
    console.log("audit log purge: the daily purge, once…");
    setDatabaseHandle(handle);
    try {
      const started = performance.now();
      const purged = await purgeExpiredRecords();
      const seconds = (performance.now() - started) / 1000;
      const dropped = purged.partitionsDropped.filter((partition) => partition.name.startsWith("api_audit_log"));
      const rowsDropped = dropped.reduce((sum, partition) => sum + partition.rows, 0);
      return {
        server,
        embedded,
        daily: {
          seconds,
          partitionsDropped: dropped.length,
          rowsDropped,
          rowsDeleted: purged.auditLog - rowsDropped,
        },
      };
    } finally {
      setDatabaseHandle(undefined);
    }
  } finally {
    await handle.close();
  }
}

export function printPurgeReport(seeded: SeededAuditLog, result: PurgeBenchResult): void {
  console.log(
    `\naudit log seeded: ${seeded.rows.toLocaleString("en-US")} rows in ${seeded.partitions} partitions ` +
      `in ${seeded.seconds.toFixed(0)} s`,
  );
  console.log("purge statement (one transaction) by batch size, median and slowest of 5:");
  console.log("  rows     PostgreSQL (10M-row table)   embedded (200,000 rows)");
  result.server.forEach((timing, index) => {
    const embedded = result.embedded[index];
    const mark = timing.rows === PURGE_BATCH_ROWS ? "  <- PURGE_BATCH_ROWS" : "";
    console.log(
      `  ${String(timing.rows).padEnd(8)} ${timing.medianMs.toFixed(0).padStart(6)} ms / ${timing.maxMs.toFixed(0).padStart(6)} ms` +
        `          ${embedded?.medianMs.toFixed(0).padStart(6)} ms / ${embedded?.maxMs.toFixed(0).padStart(6)} ms${mark}`,
    );
  });
  const { daily } = result;
  console.log(
    `daily purge once the organization keeps 30 days: ${daily.seconds.toFixed(1)} s; ` +
      `${daily.partitionsDropped} monthly partitions dropped (${daily.rowsDropped.toLocaleString("en-US")} rows), ` +
      `${daily.rowsDeleted.toLocaleString("en-US")} rows deleted in batches of ${PURGE_BATCH_ROWS}`,
  );
}
