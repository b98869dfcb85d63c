import { describe, expect, it } from "vitest";
import { batchesOf, betweenBatches, inTurns } from "./batches";

describe("batchesOf", () => {
  it("cuts a list into consecutive batches, the last one shorter", () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([1, 2], 5)).toEqual([[1, 2]]);
    expect(batchesOf([], 3)).toEqual([]);
  });

  it("refuses a size that would never end or split nothing", () => {
    expect(() => batchesOf([1], 0)).toThrow(/positive integer/);
    expect(() => batchesOf([1], 1.5)).toThrow(/positive integer/);
  });
});

describe("taking turns", () => {
  it("lets what waits on the event loop run between two batches, not before the first", async () => {
    const order: string[] = [];
    setImmediate(() => order.push("waiting work"));
    for await (const batch of inTurns(["a", "b", "c"], 1)) {
      order.push(`batch ${batch.join("")}`);
    }
    expect(order).toEqual(["batch a", "waiting work", "batch b", "batch c"]);
  });

  it("betweenBatches resolves only after the event loop's pending callbacks", async () => {
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    await Promise.resolve();
    expect(ran).toBe(false);
    await betweenBatches();
    expect(ran).toBe(true);
  });
});
