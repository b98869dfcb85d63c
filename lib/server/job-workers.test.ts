import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openPostgres, rowsOf } from "@/lib/db/client";
import { enqueueJob, purgeFinishedJobs } from "@/lib/jobs";
import { zeroTouchRunJob } from "@/lib/modules/zero-touch/run-job";
import { withScratchDatabase } from "@/lib/testing/scratch-database";
import { runningProcess, SCHED_IDLE, SCHED_OTHER, threadPolicies } from "./testing/process-stat";
import { type ServerProcess, startServerProcess } from "./testing/server-process";

const url = process.env.TEST_DATABASE_URL;
// Each worker process loads every module through tsx and migrates a new database: on a busy CI
// machine, starting one and its child took up to 20 s.
const WAIT = { timeout: 100_000, interval: 50 };
const TEST_TIMEOUT = 150_000;
const spawned: ChildProcess[] = [];
/** util-linux's chrt, with which the background child takes SCHED_IDLE (lib/jobs/lanes.ts). */
const CHRT = process.platform === "linux" && spawnSync("chrt", ["--version"]).status === 0;

/** `npm run worker` on `databaseUrl`, with a data folder of its own. */
function startWorker(databaseUrl: string, env: Record<string, string> = {}): ServerProcess {
  const worker = startServerProcess("worker", {
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vrp-lanes-")),
    ...env,
  });
  spawned.push(worker.child);
  return worker;
}

const startedWorkers = (output: string) =>
  [...output.matchAll(/Worker [^:\s]+:(\d+):\S+ started \(([^)]*)\)/g)].map((match) => ({
    pid: Number(match[1]),
    description: match[2] as string,
  }));

// A process of its own for the background lane exists only with a PostgreSQL server.
describe.skipIf(!url)("a worker of every lane on a PostgreSQL server (npm run worker, npm start)", () => {
  afterAll(() => {
    for (const child of spawned) {
      child.kill("SIGKILL");
    }
  });

  it(
    "runs the background jobs in a child process at the lowest priority, which goes when it goes",
    async () => {
      await withScratchDatabase(url as string, async (databaseUrl) => {
        const worker = startWorker(databaseUrl);
        try {
          const [parent, background] = await vi.waitFor(() => {
            const started = startedWorkers(worker.output());
            expect(started).toHaveLength(2);
            return started;
          }, WAIT);
          expect(parent?.pid).toBe(worker.child.pid);
          expect(parent?.description).toBe(`standard lane; the background lane in process ${background?.pid}`);
          expect(background?.description).toBe(`background lane, nice 19${CHRT ? " and SCHED_IDLE" : ""}`);
          expect(runningProcess(background?.pid as number)).toEqual({ parent: worker.child.pid, nice: 19 });
          expect(runningProcess(worker.child.pid as number)?.nice).toBe(0);
          // Every thread of the child, and none of the parent's, gives way to any other that wakes.
          expect(threadPolicies(background?.pid as number)).toEqual(new Set([CHRT ? SCHED_IDLE : SCHED_OTHER]));
          expect(threadPolicies(worker.child.pid as number)).toEqual(new Set([SCHED_OTHER]));

          // Each job is claimed by the process of its lane (locked_by keeps the claiming worker's ID).
          const database = openPostgres(databaseUrl, 2);
          try {
            const runJob = await enqueueJob(database.db, zeroTouchRunJob, { assessment_id: "cbqsrw_none" });
            const shortJob = await enqueueJob(database.db, purgeFinishedJobs, {});
            const claimedBy = await vi.waitFor(async () => {
              const rows = rowsOf<{ id: string; status: string; locked_by: string }>(
                await database.db.execute(
                  sql`SELECT id, status, locked_by FROM jobs WHERE id IN (${runJob}, ${shortJob})`,
                ),
              );
              expect(rows.map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
              return new Map(rows.map((row) => [row.id, Number(row.locked_by.split(":")[1])]));
            }, WAIT);
            expect(claimedBy.get(runJob)).toBe(background?.pid);
            expect(claimedBy.get(shortJob)).toBe(parent?.pid);
          } finally {
            await database.close();
          }

          worker.child.kill("SIGKILL");
          await worker.exited;
          await vi.waitFor(() => expect(runningProcess(background?.pid as number)).toBeUndefined(), WAIT);
        } finally {
          worker.child.kill("SIGKILL");
        }
      });
    },
    TEST_TIMEOUT,
  );

  it(
    "stops its background child on SIGTERM, and keeps every type in process with BACKGROUND_LANE=inline",
    async () => {
      await withScratchDatabase(url as string, async (databaseUrl) => {
        const split = startWorker(databaseUrl);
        const inline = startWorker(databaseUrl, { BACKGROUND_LANE: "inline" });
        try {
          const [, background] = await vi.waitFor(() => {
            const started = startedWorkers(split.output());
            expect(started).toHaveLength(2);
            return started;
          }, WAIT);
          split.child.kill("SIGTERM");
          await split.exited;
          expect(split.child.exitCode).toBe(0);
          expect(runningProcess(background?.pid as number)).toBeUndefined();

          const started = await vi.waitFor(() => {
            const workers = startedWorkers(inline.output());
            expect(workers).toHaveLength(1);
            return workers;
          }, WAIT);
          expect(started).toEqual([{ pid: inline.child.pid, description: "every job type" }]);
        } finally {
          split.child.kill("SIGKILL");
          inline.child.kill("SIGKILL");
          await Promise.all([split.exited, inline.exited]);
        }
      });
    },
    TEST_TIMEOUT,
  );
});
