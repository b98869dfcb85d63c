import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { config } from "@/lib/config/env";

export type Database = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A database handle or an open transaction: services accept either. */
export type Queryable = Database | Tx;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  close(): Promise<void>;
  /** Raw driver for the migrator and bare SQL in benchmarks. */
  driver: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
}

// One handle per process, opened on first use (or set by the tests).
let processHandle: DatabaseHandle | undefined;

export function openPostgres(url: string, poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10)): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's lost connection is the pool's to report; a checked-out client's (a transaction
  // between its statements when the server restarts) is its own, and unheard it would end the process.
  // The statement it was running, if any, fails with it, and the pool drops the client on release.
  pool.on("error", (error) => console.error("postgres pool error", error.message));
  pool.on("connect", (client) =>
    client.on("error", (error) => console.error("postgres connection lost", error.message)),
  );
  return {
    kind: "postgres",
    db: drizzleNodePg(pool) as unknown as Database,
    close: () => pool.end(),
    driver: { kind: "postgres", pool },
  };
}

/**
 * Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests). `snapshot` starts an
 * in-memory database from a `dumpDataDir()` tarball instead of running initdb.
 */
export function openPglite(dataDir: string | undefined, snapshot?: Blob): DatabaseHandle {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, loadDataDir: snapshot });
  return {
    kind: "pglite",
    db: drizzlePglite(client) as unknown as Database,
    close: () => client.close(),
    driver: { kind: "pglite", client },
  };
}

export function openConfiguredDatabase(): DatabaseHandle {
  const { databaseUrl, dataDir } = config();
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(path.join(dataDir, "pg"));
}

let openOnFirstUse: (() => DatabaseHandle) | undefined;

export function databaseHandle(): DatabaseHandle {
  processHandle ??= openOnFirstUse ? openOnFirstUse() : openConfiguredDatabase();
  return processHandle;
}

export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  processHandle = handle;
}

/**
 * For tests: the first `db()` opens the database with `open` (undefined: the configured one again),
 * so a test file that never queries opens none. Answers the handle opened before, if any.
 */
export function openDatabaseOnFirstUse(open: (() => DatabaseHandle) | undefined): DatabaseHandle | undefined {
  const opened = processHandle;
  processHandle = undefined;
  openOnFirstUse = open;
  return opened;
}

export function db(): Database {
  return databaseHandle().db;
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
