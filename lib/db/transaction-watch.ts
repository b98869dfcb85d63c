import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type Database, databaseHandle, rowsOf, type Tx } from "./client";

/** One transaction seen by a watch: how long it held its connection and what it wrote. */
export interface WatchedTransaction {
  /** Order of commit among the watched transactions, from 1. */
  sequence: number;
  /** Milliseconds from its first statement to its commit, the watch's own reads left out. */
  ms: number;
  /** Rows inserted, updated or deleted, by table. */
  writes: Record<string, number>;
  /** Of those, the rows inserted, by table. */
  inserts: Record<string, number>;
  rowsWritten: number;
}

export interface TransactionWatch {
  readonly transactions: WatchedTransaction[];
  stop(): void;
}

export interface WatchOptions {
  /**
   * Runs after each watched commit, before the transaction's caller resumes. The connection is free
   * then, so what it awaits is what another request could do between two of the caller's transactions.
   */
  afterCommit?: (transaction: WatchedTransaction) => Promise<void> | void;
}

type TableWrites = { relname: string; written: number; inserted: number };
type Counts = Map<string, { written: number; inserted: number }>;

/**
 * PostgreSQL's per-backend counters of the current transaction (`pg_stat_xact_user_tables`) also
 * hold earlier transactions' counts until the backend flushes them, which it does only between
 * transactions: a reading at the start and one at the end, taken on the same connection, differ by
 * exactly what this transaction wrote.
 */
async function writesSoFar(tx: Tx): Promise<Counts> {
  const rows = rowsOf<TableWrites>(
    await tx.execute(sql`
      SELECT relname, (n_tup_ins + n_tup_upd + n_tup_del)::int AS written, n_tup_ins::int AS inserted
      FROM pg_stat_xact_user_tables WHERE n_tup_ins + n_tup_upd + n_tup_del > 0`),
  );
  return new Map(rows.map((row) => [row.relname, { written: row.written, inserted: row.inserted }]));
}

/**
 * For tests and benchmarks: records every transaction this process opens with
 * `db().transaction(...)` until `stop()`, with the rows it wrote per table and its duration. The
 * bound "no transaction writes more than a batch" (docs/architecture.md) is asserted on these
 * counts, which do not depend on how busy the machine is. Nested transactions (savepoints) belong to
 * their outer transaction. Adds two reads to each transaction while it watches.
 */
export function watchTransactions(options: WatchOptions = {}): TransactionWatch {
  const database: Database = databaseHandle().db;
  const transactions: WatchedTransaction[] = [];
  const original = database.transaction;
  const ownedBefore = Object.hasOwn(database, "transaction");
  const watched = async <T>(work: (tx: Tx) => Promise<T>, config?: Parameters<Database["transaction"]>[1]) => {
    let record: WatchedTransaction | undefined;
    let started = 0;
    let readingMs = 0;
    const result = await original.call(
      database,
      async (tx) => {
        const before = await writesSoFar(tx);
        started = performance.now();
        const value = await work(tx);
        const reading = performance.now();
        const after = await writesSoFar(tx);
        readingMs = performance.now() - reading;
        const writes: Record<string, number> = {};
        const inserts: Record<string, number> = {};
        for (const [table, count] of after) {
          const written = count.written - (before.get(table)?.written ?? 0);
          const inserted = count.inserted - (before.get(table)?.inserted ?? 0);
          if (written > 0) {
            writes[table] = written;
          }
          if (inserted > 0) {
            inserts[table] = inserted;
          }
        }
        const rowsWritten = Object.values(writes).reduce((sum, count) => sum + count, 0);
        record = { sequence: 0, ms: 0, writes, inserts, rowsWritten };
        return value;
      },
      config,
    );
    if (record) {
      record.ms = performance.now() - started - readingMs;
      record.sequence = transactions.length + 1;
      transactions.push(record);
      await options.afterCommit?.(record);
    }
    return result;
  };
  Object.defineProperty(database, "transaction", { value: watched, configurable: true, writable: true });
  return {
    transactions,
    stop() {
      if (ownedBefore) {
        Object.defineProperty(database, "transaction", { value: original, configurable: true, writable: true });
      } else {
        Reflect.deleteProperty(database, "transaction");
      }
    },
  };
}
