import { db, type Tx } from "./client";

/**
 * The write budget every module keeps (docs/architecture.md, "Short transactions"): on the
 * embedded database one transaction holds the only connection, so every other organization's
 * request waits for it. No transaction takes on more than a batch of work, sized so that it holds
 * the embedded database for about TRANSACTION_BUDGET_MS: WRITE_BATCH_SIZE records, LINK_BATCH_SIZE
 * light rows, or a module's own measured size for heavier records (feed items, zero touch launches).
 * Work larger than a batch runs as a job that commits batch after batch; each batch must be safe to
 * repeat, since a job that dies between two batches runs again. A loop over batches takes turns with
 * the rest of the process: `for await (const batch of inTurns(items, size))`, or
 * `await betweenBatches()` where the loop is not over a list.
 */
export const TRANSACTION_BUDGET_MS = 50;

/** Records per transaction: the assessments of a reassessment run, an analysis' evaluations, a sample step's. */
export const WRITE_BATCH_SIZE = 25;

/**
 * An event's vendor links with their alerts and domain events (three narrow rows each, one
 * statement per kind), or alerts archived with their event: 50 took about 60 ms on the embedded
 * database (docs/performance.md).
 */
export const LINK_BATCH_SIZE = 50;

/** `items` cut into consecutive batches of at most `size`, in order. */
export function batchesOf<T>(items: readonly T[], size: number = WRITE_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`batch size must be a positive integer, not ${size}`);
  }
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/**
 * Lets the event loop run what waits before the next batch starts. The embedded database answers
 * within the same turn of the event loop, so a loop of batches would otherwise run as one chain
 * of promise callbacks: every other request of the process (its I/O, its timers) would wait for the
 * whole loop, not for one batch, however short each transaction is.
 */
export function betweenBatches(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** `items` in batches of at most `size`, for a `for await` loop: each batch after the first waits its turn. */
export async function* inTurns<T>(items: readonly T[], size: number = WRITE_BATCH_SIZE): AsyncGenerator<T[]> {
  for (const [index, batch] of batchesOf(items, size).entries()) {
    if (index > 0) {
      await betweenBatches();
    }
    yield batch;
  }
}

/**
 * Works through rows a batch per transaction, in ID order: `read` answers up to `size` rows after an
 * ID ("" for the first batch), locked if they are to be changed, and `change` runs on each in the same
 * transaction, answering whether it changed it. Answers how many rows were changed. For a rewrite
 * of existing records (a rule that tightened), whatever their number.
 */
export async function changeInBatches<Row extends { id: string }>(
  size: number,
  read: (tx: Tx, afterId: string) => Promise<Row[]>,
  change: (tx: Tx, row: Row) => Promise<boolean>,
): Promise<number> {
  let afterId = "";
  let changed = 0;
  for (;;) {
    const rows = await db().transaction(async (tx) => {
      const batch = await read(tx, afterId);
      for (const row of batch) {
        changed += (await change(tx, row)) ? 1 : 0;
      }
      return batch;
    });
    afterId = rows.at(-1)?.id ?? afterId;
    if (rows.length < size) {
      return changed;
    }
    await betweenBatches();
  }
}
