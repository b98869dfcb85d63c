import { describe, expect, it } from "vitest";
import { concurrencyLimiter } from "./limiter";

describe("concurrencyLimiter", () => {
  it("runs at most max at once, the rest in arrival order, and frees the slot when work fails", async () => {
    const run = concurrencyLimiter(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      return { promise, resolve };
    });
    const results = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        active += 1;
        peak = Math.max(peak, active);
        await gate.promise;
        active -= 1;
        if (index === 1) {
          throw new Error("failed on purpose");
        }
        return index;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    gates[1]?.resolve();
    await expect(results[1]).rejects.toThrow("failed on purpose");
    await expect.poll(() => started).toEqual([0, 1, 2]);
    for (const gate of gates) {
      gate.resolve();
    }
    expect(await Promise.all([results[0], results[2], results[3], results[4]])).toEqual([0, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });
});
