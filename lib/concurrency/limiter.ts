/**
 * At most `max` calls of `run` at once in this process; the rest wait their turn, first come first
 * served. For work that holds a shared resource (database connections) in bursts, so that a burst of
 * one kind of request leaves room for every other.
 */
export function concurrencyLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) {
      next();
    } else {
      running -= 1;
    }
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < max) {
      running += 1;
    } else {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}
