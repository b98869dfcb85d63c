import { describe, expect, it } from "vitest";
import { workerLane } from "./lanes";

describe("worker lanes", () => {
  it("reads WORKER_LANE: every job type by default, and refuses an unknown lane", () => {
    expect(workerLane({})).toBe("all");
    expect(workerLane({ WORKER_LANE: " background " })).toBe("background");
    expect(workerLane({ WORKER_LANE: "standard" })).toBe("standard");
    expect(() => workerLane({ WORKER_LANE: "fast" })).toThrow(/WORKER_LANE must be one of all, standard, background/);
  });
});
