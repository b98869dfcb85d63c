import { readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { serveThread } from "../serve";

/** Linux's scheduling policy of the calling thread (0 normal, 5 SCHED_IDLE), from /proc. */
function schedulingPolicy(): number {
  const line = readFileSync("/proc/thread-self/sched", "utf8").match(/^policy\s*:\s*(\d+)/m);
  return Number(line?.[1] ?? -1);
}

/** A pool thread for lib/threads/pool.test.ts: tells its own priority or policy, fails, or spins on request. */
serveThread<{ do: "priority" | "policy" | "fail" | "spin" }, number>((request) => {
  if (request.do === "policy") {
    return schedulingPolicy();
  }
  if (request.do === "fail") {
    throw new Error("refused on purpose");
  }
  if (request.do === "spin") {
    for (;;) {
      // Until the pool's budget ends the thread.
    }
  }
  return getPriority(0);
});
