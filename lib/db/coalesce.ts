/**
 * Turns one-at-a-time database work into batches without changing its callers: calls made while a
 * batch is being written wait and go together in the next one. Under light load every call is
 * written at once (no added latency); under heavy load many concurrent jobs share one round trip.
 * Each caller's promise settles with its own result, or with the batch's error.
 */
export function coalesce<In, Out>(
  flush: (inputs: In[]) => Promise<Out[]>,
  options: { maxBatch?: number; maxInFlight?: number } = {},
): (input: In) => Promise<Out> {
  const maxBatch = options.maxBatch ?? 500;
  const maxInFlight = options.maxInFlight ?? 2;
  type Pending = { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      flush(batch.map((entry) => entry.input))
        .then(
          (results) => {
            for (const [index, entry] of batch.entries()) {
              entry.resolve(results[index] as Out);
            }
          },
          (error: unknown) => {
            for (const entry of batch) {
              entry.reject(error);
            }
          },
        )
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!scheduled && inFlight < maxInFlight) {
        // Wait for the current tick's other callers, so one tick's calls share a batch.
        scheduled = true;
        setImmediate(pump);
      }
    });
}
