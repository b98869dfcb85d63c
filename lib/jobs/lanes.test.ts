import { describe, expect, it } from "vitest";
import { backgroundPlacement, laneLayout, workerLane } from "./lanes";

describe("worker lanes", () => {
  it("reads WORKER_LANE: every job type by default, and refuses an unknown lane", () => {
    expect(workerLane({})).toBe("all");
    expect(workerLane({ WORKER_LANE: " background " })).toBe("background");
    expect(workerLane({ WORKER_LANE: "standard" })).toBe("standard");
    expect(() => workerLane({ WORKER_LANE: "fast" })).toThrow(/WORKER_LANE must be one of all, standard, background/);
  });

  it("reads BACKGROUND_LANE: a child process by default, and refuses anything else", () => {
    expect(backgroundPlacement({})).toBe("child");
    expect(backgroundPlacement({ BACKGROUND_LANE: " inline " })).toBe("inline");
    expect(() => backgroundPlacement({ BACKGROUND_LANE: "thread" })).toThrow(
      /BACKGROUND_LANE must be one of child, inline; got "thread"/,
    );
  });

  it("splits only a worker of every lane on a PostgreSQL server, unless told to keep them inline", () => {
    const server = { serverDatabase: true, placement: "child" } as const;
    expect(laneLayout("all", server)).toEqual({ inProcess: "standard", backgroundChild: true });
    expect(laneLayout("all", { ...server, placement: "inline" })).toEqual({ inProcess: "all", backgroundChild: false });
    // The embedded database belongs to one process.
    expect(laneLayout("all", { ...server, serverDatabase: false })).toEqual({
      inProcess: "all",
      backgroundChild: false,
    });
    expect(laneLayout("standard", server)).toEqual({ inProcess: "standard", backgroundChild: false });
    expect(laneLayout("background", server)).toEqual({ inProcess: "background", backgroundChild: false });
  });
});
