/**
 * Runs `work` on every item, at most `concurrency` at a time, each lane taking the next item as it
 * finishes one (order of starts follows `items`). Rejects with the first failure.
 */
export async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
