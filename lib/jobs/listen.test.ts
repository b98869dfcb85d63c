import { describe, expect, it } from "vitest";
import { openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { withScratchDatabase } from "@/lib/testing/scratch-database";
import { listenForJobs } from "./listen";
import { defineJob, enqueueJob } from "./queue";
import { jobWakeups } from "./wake";

const serverUrl = process.env.TEST_DATABASE_URL;
const noop = defineJob({
  type: "test.listen.noop",
  maxAttempts: 1,
  retryDelaySeconds: () => 0,
  handle: async () => {},
});

// LISTEN/NOTIFY wakes workers in other processes; the embedded database has only one process.
// A database of its own: test files running alongside enqueue jobs, and every commit notifies.
describe.skipIf(!serverUrl)("cross-process wake-ups (PostgreSQL)", () => {
  it("a worker hears of new jobs when the enqueuing transaction commits, not before", async () => {
    await withScratchDatabase(serverUrl ?? "", async (url) => {
      const database = openPostgres(url, 2);
      await applyMigrations(database);
      const listener = listenForJobs(url);
      let wakes = 0;
      const count = () => {
        wakes += 1;
      };
      try {
        // The listener announces itself once connected (to pick up jobs it may have missed).
        await new Promise<void>((resolve) => jobWakeups().once("wake", () => resolve()));
        jobWakeups().on("wake", count);
        let insideTransaction = -1;
        await database.db.transaction(async (tx) => {
          await enqueueJob(tx, noop, {}, { orgId: "test-listen-org" });
          await new Promise((resolve) => setTimeout(resolve, 300));
          insideTransaction = wakes;
        });
        expect(insideTransaction).toBe(0);
        await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      } finally {
        jobWakeups().off("wake", count);
        await listener.close();
        await database.close();
      }
    });
  });
});
