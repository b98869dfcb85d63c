import { describe, expect, it } from "vitest";
import { coalesce } from "./coalesce";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("coalesce", () => {
  it("writes one tick's calls as one batch and gives each caller its own result", async () => {
    const batches: number[][] = [];
    const double = coalesce(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((value) => value * 2);
    });
    const results = await Promise.all([1, 2, 3].map(double));
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("queues calls made while the batches in flight are written, and sends them together next", async () => {
    const batches: number[][] = [];
    const releases: (() => void)[] = [];
    const write = coalesce(
      (inputs: number[]) => {
        batches.push(inputs);
        return new Promise<number[]>((resolve) => releases.push(() => resolve(inputs)));
      },
      { maxInFlight: 1 },
    );
    const first = write(1);
    await tick();
    const later = [write(2), write(3), write(4)];
    await tick();
    expect(batches).toEqual([[1]]);
    releases[0]?.();
    await first;
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]?.();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it("splits at maxBatch and rejects every caller of a failed batch", async () => {
    const sizes: number[] = [];
    const write = coalesce(
      async (inputs: number[]) => {
        sizes.push(inputs.length);
        if (inputs.includes(5)) {
          throw new Error("batch failed");
        }
        return inputs;
      },
      { maxBatch: 2, maxInFlight: 4 },
    );
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map(write));
    expect(sizes).toEqual([2, 2, 1]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
    ]);
  });
});
