import { sql } from "drizzle-orm";
import { type Queryable, rowsOf } from "./client";
import { sqlState } from "./unreachable";

/**
 * Monthly range partitions of the append-only tables that migration 0031 partitioned by
 * `occurred_at`, so that retention drops a month with one statement instead of deleting it row by
 * row (lib/retention/purge.ts). Each table has a DEFAULT partition for rows no month takes yet
 * (rows copied by the migration, rows dated in a month not made); creating a month moves its rows
 * out of it. Months are made when a process starts (after the migrations) and by the daily purge.
 * The same on PostgreSQL and the embedded database.
 *
 * Partitions are named `<table>_y<year>m<month>` (`api_audit_log_y2026m12`) and hold
 * [first of the month, first of the next) in UTC. Only partitions so named are created or dropped.
 */

export const MONTHLY_PARTITIONED_TABLES = ["api_audit_log", "domain_events"] as const;
export type MonthlyPartitionedTable = (typeof MONTHLY_PARTITIONED_TABLES)[number];

/**
 * A table's per-month summary, kept by triggers on its inserts and deletes (migration 0031). Dropping
 * a partition fires no trigger, so the drop deletes the month's summary rows in its own transaction.
 */
const MONTH_SUMMARIES: Partial<Record<MonthlyPartitionedTable, string>> = { api_audit_log: "api_audit_log_counts" };

/** Months created ahead of the current one: a maintenance run may fail for weeks before rows land in DEFAULT. */
export const MONTHS_AHEAD = 3;

/**
 * How long partition maintenance waits for a table lock before giving up until its next run. Creating
 * a month locks the DEFAULT partition and dropping one locks the table; a statement queued behind a
 * long report would otherwise hold every insert into the table behind it.
 */
const LOCK_TIMEOUT = "5s";

export interface MonthPartition {
  name: string;
  /** First instant of the month (UTC), inclusive. */
  from: Date;
  /** First instant of the next month, exclusive. */
  to: Date;
}

const NAME_PATTERN = /_y(\d{4})m(\d{2})$/;

export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

export function addMonths(month: Date, count: number): Date {
  return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + count, 1));
}

export function monthPartition(table: MonthlyPartitionedTable, date: Date): MonthPartition {
  const from = monthStart(date);
  const month = String(from.getUTCMonth() + 1).padStart(2, "0");
  return { name: `${table}_y${from.getUTCFullYear()}m${month}`, from, to: addMonths(from, 1) };
}

export const defaultPartitionName = (table: MonthlyPartitionedTable) => `${table}_default`;

/** The table's monthly partitions, oldest first. */
export async function listMonthPartitions(
  database: Queryable,
  table: MonthlyPartitionedTable,
): Promise<MonthPartition[]> {
  const rows = rowsOf<{ name: string }>(
    await database.execute(sql`
      SELECT child.relname AS name FROM pg_inherits
      JOIN pg_class child ON child.oid = pg_inherits.inhrelid
      WHERE pg_inherits.inhparent = ${table}::regclass`),
  );
  return rows
    .map((row) => NAME_PATTERN.exec(row.name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => monthPartition(table, new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))))
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** A partition bound is DDL, which takes no parameters; an ISO date is safe to inline. */
const literal = (date: Date) => sql.raw(`'${date.toISOString()}'`);

/**
 * Creates `partition` unless it exists, moving the DEFAULT partition's rows of its month into it, in
 * one transaction: readers never miss a row. Several processes may run this at once; an advisory lock
 * per table makes the later ones find the month made. Returns whether it created the partition.
 */
async function createMonthPartition(
  database: Queryable,
  table: MonthlyPartitionedTable,
  partition: MonthPartition,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`partitions:${table}`}))`);
    const [existing] = rowsOf<{ found: string | null }>(
      await tx.execute(sql`SELECT to_regclass(${partition.name})::text AS found`),
    );
    if (existing?.found) {
      return false;
    }
    await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`));
    const name = sql.identifier(partition.name);
    const defaultPartition = sql.identifier(defaultPartitionName(table));
    // Attaching checks that DEFAULT holds none of the month's rows; the lock keeps a late one out.
    await tx.execute(sql`LOCK TABLE ${defaultPartition} IN ACCESS EXCLUSIVE MODE`);
    await tx.execute(sql`CREATE TABLE ${name} (LIKE ${sql.identifier(table)} INCLUDING DEFAULTS)`);
    await tx.execute(sql`
      WITH moved AS (
        DELETE FROM ${defaultPartition}
        WHERE occurred_at >= ${at(partition.from)} AND occurred_at < ${at(partition.to)}
        RETURNING *)
      INSERT INTO ${name} SELECT * FROM moved`);
    // Attaching builds the table's indexes and key on the new partition.
    await tx.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ATTACH PARTITION ${name} FOR VALUES FROM (${literal(partition.from)}) TO (${literal(partition.to)})`,
    );
    return true;
  });
}

/**
 * Makes sure the current month, the MONTHS_AHEAD after it and every month a row waiting in DEFAULT
 * falls in have their partitions. Returns the partitions it created.
 */
export async function ensureMonthPartitions(
  database: Queryable,
  table: MonthlyPartitionedTable,
  now: Date,
): Promise<string[]> {
  const waiting = rowsOf<{ month: string }>(
    await database.execute(sql`
      SELECT DISTINCT to_char(date_trunc('month', occurred_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS month
      FROM ${sql.identifier(defaultPartitionName(table))}`),
  ).map((row) => new Date(`${row.month}T00:00:00Z`));
  const current = monthStart(now);
  const months = [...Array.from({ length: MONTHS_AHEAD + 1 }, (_, index) => addMonths(current, index)), ...waiting];
  const existing = new Set((await listMonthPartitions(database, table)).map((partition) => partition.name));
  const created: string[] = [];
  for (const month of months) {
    const partition = monthPartition(table, month);
    if (existing.has(partition.name)) {
      continue;
    }
    existing.add(partition.name);
    // A month whose lock is not granted in time is made by the next run; meanwhile DEFAULT takes its rows.
    const made = await createMonthPartition(database, table, partition).catch((error: unknown) => {
      if (isLockTimeout(error)) {
        return false;
      }
      throw error;
    });
    if (made) {
      created.push(partition.name);
    }
  }
  return created;
}

/** Creates the months every partitioned table needs now (at start, after the migrations). */
export async function ensureAllMonthPartitions(database: Queryable, now: Date = new Date()): Promise<void> {
  for (const table of MONTHLY_PARTITIONED_TABLES) {
    await ensureMonthPartitions(database, table, now);
  }
}

export interface DroppedPartition {
  name: string;
  rows: number;
}

/**
 * Drops each monthly partition, wholly before `now`, that `isExpired` says holds nothing still kept,
 * oldest first, each in a transaction of its own with its month's summary rows; returns what went
 * and how many rows each held. A partition whose lock is not granted within LOCK_TIMEOUT stays for
 * the next run.
 */
export async function dropExpiredMonthPartitions(
  database: Queryable,
  table: MonthlyPartitionedTable,
  now: Date,
  isExpired: (partition: MonthPartition) => Promise<boolean>,
): Promise<DroppedPartition[]> {
  const summary = MONTH_SUMMARIES[table];
  const dropped: DroppedPartition[] = [];
  for (const partition of await listMonthPartitions(database, table)) {
    if (partition.to > now || !(await isExpired(partition))) {
      continue;
    }
    // Counted before the table is locked: an expired month takes no new rows.
    const [counted] = rowsOf<{ n: number }>(
      await database.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(partition.name)}`),
    );
    const gone = await database
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`));
        // Dropping a partition locks its table; asked for first, the wait is bounded by the timeout.
        await tx.execute(sql`LOCK TABLE ${sql.identifier(table)} IN ACCESS EXCLUSIVE MODE`);
        await tx.execute(sql`DROP TABLE ${sql.identifier(partition.name)}`);
        if (summary) {
          await tx.execute(sql`DELETE FROM ${sql.identifier(summary)} WHERE month = ${at(partition.from)}`);
        }
        return true;
      })
      .catch((error: unknown) => {
        if (isLockTimeout(error)) {
          return false;
        }
        throw error;
      });
    if (gone) {
      dropped.push({ name: partition.name, rows: Number(counted?.n ?? 0) });
    }
  }
  return dropped;
}

/** SQLSTATE lock_not_available: `lock_timeout` ran out. */
const isLockTimeout = (error: unknown) => sqlState(error) === "55P03";
