import { getPriority } from "node:os";
import { serveThread } from "../serve";

/** A pool thread for lib/threads/pool.test.ts: tells its own priority, fails, or spins on request. */
serveThread<{ do: "priority" | "fail" | "spin" }, number>((request) => {
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
