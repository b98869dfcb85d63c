/**
 * The write budget every module keeps (docs/architecture.md, "Short transactions"): on the
 * embedded database one transaction holds the only connection, so every other organization's
 * request waits for it. No transaction takes on more than a batch of work: at most
 * `WRITE_BATCH_SIZE` records (feed items, launched runs, created assessments...) or
 * `LINK_BATCH_SIZE` light rows of one kind (an event's vendor links and alerts), each batch in its
 * own transaction. Work larger than a batch runs as a job that commits batch after batch; each batch
 * must be safe to repeat, since a job that dies between two batches runs again. A loop over batches
 * takes turns with the rest of the process: `for await (const batch of inTurns(items, size))`, or
 * `await betweenBatches()` where the loop is not over a list.
 */
export const WRITE_BATCH_SIZE = 25;

/** Vendor links with their alerts and domain events (three narrow rows each, written by one statement per kind). */
export const LINK_BATCH_SIZE = 250;

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
