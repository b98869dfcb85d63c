import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { withScratchDatabase } from "@/lib/testing/scratch-database";
import { JOBS_CHANNEL, listenForJobs } from "./listen";
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
      // A second connection on the channel sees what it carries, in commit order, with payloads.
      const witness = new pg.Client({ connectionString: url });
      const carried: string[] = [];
      witness.on("notification", (message) => carried.push(message.payload ?? ""));
      await witness.connect();
      await witness.query(`LISTEN ${JOBS_CHANNEL}`);
      // The listener announces itself once connected (to pick up jobs it may have missed).
      const announced = new Promise<void>((resolve) => jobWakeups().once("wake", () => resolve()));
      const listener = listenForJobs(url);
      let wakes = 0;
      const count = () => {
        wakes += 1;
      };
      try {
        await announced;
        jobWakeups().on("wake", count);
        await database.db.transaction(async (tx) => {
          await enqueueJob(tx, noop, {}, { orgId: "test-listen-org" });
          // A marker committed meanwhile: a notice of the job sent before its commit would come first.
          await database.db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'marker')`);
          await expect.poll(() => carried, { timeout: 5000 }).toContain("marker");
          expect(carried).toEqual(["marker"]);
        });
        await expect.poll(() => carried, { timeout: 5000 }).toEqual(["marker", ""]);
        // The listener wakes the workers for each: the marker, then the committed job.
        await expect.poll(() => wakes, { timeout: 5000 }).toBe(2);
      } finally {
        jobWakeups().off("wake", count);
        await witness.end();
        await listener.close();
        await database.close();
      }
    });
  });
});
