import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/raw";
import { completeJobsStatement, enqueueJob, type JobDefinition, registerJobType } from "./queue";
import { enqueueDueSchedules, registerSchedule } from "./schedules";
import { jobs } from "./tables";
import { JobWorker } from "./worker";

const unique = (name: string) => `test.${name}.${randomBytes(4).toString("hex")}`;
// This file's jobs and workers share one organization, so on a shared database its workers never run
// other test files' jobs (nor theirs these).
const TEST_ORG = unique("org");
const inTestOrg = { orgId: TEST_ORG };

/** A job type of this file, registered for this process's workers as a module's would be. */
function defineJob<Payload extends Record<string, unknown>, Prepared = undefined>(
  definition: JobDefinition<Payload, Prepared>,
): JobDefinition<Payload, Prepared> {
  registerJobType(definition);
  return definition;
}

async function jobRow(id: string) {
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
  return row;
}

async function statusesOf(ids: string[]) {
  return (await db().select().from(jobs).where(inArray(jobs.id, ids))).map((row) => row.status).sort();
}

/**
 * A background type and a standard one, each noting its runs in `ran`. The background type has a
 * limit, as every background type of this file must: one without a limit changes how the other
 * tests' background workers claim (JobWorker.roomByType).
 */
function laneJobs(ran: string[]) {
  const noting = (name: string) => async () => {
    ran.push(name);
  };
  return {
    heavy: defineJob({
      type: unique("heavy"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      lane: "background",
      maxConcurrent: 2,
      handle: noting("heavy"),
    }),
    light: defineJob({ type: unique("light"), maxAttempts: 1, retryDelaySeconds: () => 0, handle: noting("light") }),
  };
}

/** A promise a test settles when it chooses, to hold jobs (or their loads and writes) in place. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Counts how many of the work it wraps run at once, and the most at any moment. */
function concurrencyMeter() {
  const meter = {
    now: 0,
    most: 0,
    async during(work: () => Promise<unknown>) {
      meter.now += 1;
      meter.most = Math.max(meter.most, meter.now);
      try {
        await work();
      } finally {
        meter.now -= 1;
      }
    },
  };
  return meter;
}

describe("job queue", () => {
  it("a job enqueued in a rolled-back transaction never exists", async () => {
    const definition = defineJob({
      type: unique("rollback"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async () => {},
    });
    let jobId = "";
    await expect(
      db().transaction(async (tx) => {
        jobId = await enqueueJob(tx, definition, {});
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobRow(jobId)).toBeUndefined();
  });

  it("runs a committed job once and marks it succeeded", async () => {
    const seen: unknown[] = [];
    const definition = defineJob({
      type: unique("ok"),
      maxAttempts: 3,
      retryDelaySeconds: () => 0,
      handle: async (payload) => {
        seen.push(payload);
      },
    });
    const id = await db().transaction((tx) => enqueueJob(tx, definition, { vendor_id: "cbvndr_1" }, inTestOrg));
    await new JobWorker(inTestOrg).runUntilIdle();
    expect(seen).toEqual([{ vendor_id: "cbvndr_1" }]);
    expect((await jobRow(id))?.status).toBe("succeeded");
  });

  it("a worker scoped to an organization claims only that organization's jobs", async () => {
    const ran: string[] = [];
    const definition = defineJob<{ org: string }>({
      type: unique("scoped"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async (payload) => {
        ran.push(payload.org);
      },
    });
    const [orgA, orgB] = [unique("org"), unique("org")];
    const forA = await enqueueJob(db(), definition, { org: orgA }, { orgId: orgA });
    const forB = await enqueueJob(db(), definition, { org: orgB }, { orgId: orgB });
    expect(await new JobWorker({ orgId: orgA }).runUntilIdle()).toBe(1);
    expect(ran).toEqual([orgA]);
    expect([(await jobRow(forA))?.status, (await jobRow(forB))?.status]).toEqual(["succeeded", "queued"]);
    await new JobWorker({ orgId: orgB }).runUntilIdle();
    expect(ran).toEqual([orgA, orgB]);
  });

  it("retries by the job type's policy, then marks it failed with the error", async () => {
    let calls = 0;
    const definition = defineJob({
      type: unique("flaky"),
      maxAttempts: 5,
      retryDelaySeconds: () => 0,
      handle: async () => {
        calls += 1;
        throw new Error(`attempt ${calls} failed`);
      },
    });
    const id = await enqueueJob(db(), definition, {}, inTestOrg);
    await new JobWorker(inTestOrg).runUntilIdle();
    expect(calls).toBe(5);
    const row = await jobRow(id);
    expect([row?.status, row?.attempts, row?.lastError]).toEqual(["failed", 5, "attempt 5 failed"]);
  });

  it("waits for the retry delay before trying again", async () => {
    const definition = defineJob({
      type: unique("delayed"),
      maxAttempts: 2,
      retryDelaySeconds: () => 3600,
      handle: async () => {
        throw new Error("not yet");
      },
    });
    const id = await enqueueJob(db(), definition, {}, inTestOrg);
    await new JobWorker(inTestOrg).runUntilIdle();
    const row = await jobRow(id);
    expect([row?.status, row?.attempts]).toEqual(["queued", 1]);
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 3500 * 1000);
  });

  it("hands a job whose worker died (lease expired) to another worker", async () => {
    let ran = 0;
    const definition = defineJob({
      type: unique("orphan"),
      maxAttempts: 3,
      retryDelaySeconds: () => 0,
      handle: async () => {
        ran += 1;
      },
    });
    const id = await enqueueJob(db(), definition, {}, inTestOrg);
    // A worker claimed it and was killed mid-job.
    await db()
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedBy: "dead-worker", lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, id));
    const worker = new JobWorker({ ...inTestOrg, leaseSeconds: 60 });
    await worker.recoverExpiredLeases();
    await worker.runUntilIdle();
    expect(ran).toBe(1);
    expect((await jobRow(id))?.status).toBe("succeeded");
  });

  it("hands back at once the jobs of a worker on this host whose process exited, not those of live or other hosts' workers", async () => {
    const definition = defineJob({
      type: unique("exited"),
      maxAttempts: 3,
      retryDelaySeconds: () => 0,
      handle: async () => {},
    });
    const holders = {
      exited: `${hostname()}:2147483646:${randomBytes(3).toString("hex")}`, // above any pid_max: no such process
      alive: `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
      elsewhere: `another-host-${randomBytes(3).toString("hex")}:2147483646:abc`,
    };
    const ids: Record<string, string> = {};
    for (const [name, lockedBy] of Object.entries(holders)) {
      ids[name] = await enqueueJob(db(), definition, {}, inTestOrg);
      await db()
        .update(jobs)
        .set({ status: "running", attempts: 1, lockedBy, lockedAt: sql`now()` })
        .where(eq(jobs.id, ids[name] as string));
    }
    await new JobWorker(inTestOrg).recoverJobsOfExitedLocalWorkers();
    const statusOf = async (name: string) => (await jobRow(ids[name] as string))?.status;
    expect(await statusOf("exited")).toBe("queued");
    expect((await jobRow(ids.exited as string))?.lastError).toBe("its worker process exited");
    expect(await statusOf("alive")).toBe("running");
    expect(await statusOf("elsewhere")).toBe("running");
    await db()
      .update(jobs)
      .set({ status: "failed", lockedBy: null })
      .where(inArray(jobs.id, Object.values(ids)));
  });

  it("a schedule slot is enqueued once however many workers ask", async () => {
    const definition = defineJob({
      type: unique("scheduled"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async () => {},
    });
    const name = unique("schedule");
    registerSchedule({ name, everySeconds: 3600, job: definition });
    const now = new Date();
    await Promise.all([enqueueDueSchedules(db(), now), enqueueDueSchedules(db(), now), enqueueDueSchedules(db(), now)]);
    const rows = await db().select().from(jobs).where(eq(jobs.type, definition.type));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dedupeKey).toMatch(new RegExp(`^schedule:${name.replace(/\./g, "\\.")}:\\d+$`));
  });

  it("several workers share the queue and run each job exactly once", async () => {
    const runs = new Map<string, number>();
    const definition = defineJob<{ n: number }>({
      type: unique("shared"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async (payload, context) => {
        runs.set(context.jobId, (runs.get(context.jobId) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, payload.n % 3));
      },
    });
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => enqueueJob(db(), definition, { n }, inTestOrg)));
    const workers = [
      new JobWorker({ ...inTestOrg, concurrency: 3 }),
      new JobWorker({ ...inTestOrg, concurrency: 3 }),
      new JobWorker({ ...inTestOrg, concurrency: 3 }),
    ];
    await Promise.all(workers.map((worker) => worker.runUntilIdle()));
    expect([...runs.values()].every((value) => value === 1)).toBe(true);
    expect(runs.size).toBe(40);
    const rows = await db().select({ status: jobs.status }).from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.status === "succeeded")).toBe(true);
  });

  it("the worker loop picks up new jobs and stops cleanly after the job in hand", async () => {
    let started = 0;
    let finished = 0;
    const definition = defineJob({
      type: unique("loop"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async () => {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished += 1;
      },
    });
    const worker = new JobWorker({ ...inTestOrg, pollIntervalMs: 50 });
    worker.start();
    const id = await enqueueJob(db(), definition, {}, inTestOrg);
    const { wakeWorkers } = await import("./wake");
    wakeWorkers();
    await expect.poll(() => started, { timeout: 5000 }).toBe(1);
    expect(finished).toBe(0);
    await worker.stop();
    expect(finished).toBe(1);
    expect((await jobRow(id))?.status).toBe("succeeded");
  });

  it("jobs claimed ahead but not started go back to the queue untouched when the worker stops", async () => {
    let started = 0;
    const held = gate();
    const definition = defineJob({
      type: unique("prefetch"),
      maxAttempts: 3,
      retryDelaySeconds: () => 0,
      handle: async () => {
        started += 1;
        await held.opened;
      },
    });
    const ids = await Promise.all(Array.from({ length: 6 }, () => enqueueJob(db(), definition, {}, inTestOrg)));
    // Two slots plus a reserve of two claimed ahead: four jobs leave the queue, two of them start.
    const worker = new JobWorker({ ...inTestOrg, concurrency: 2, pollIntervalMs: 50 });
    worker.start();
    try {
      await expect.poll(() => started, { timeout: 5000 }).toBe(2);
      const runningCount = async () =>
        (await db().select().from(jobs).where(inArray(jobs.id, ids))).filter((row) => row.status === "running").length;
      // The reserve's claim may still be on its way when the second job starts.
      await expect.poll(runningCount, { timeout: 5000 }).toBe(4);
    } finally {
      // Even after a failed check, so this worker never holds the file's jobs for the next tests.
      const stopped = worker.stop();
      held.open();
      await stopped;
    }
    const rows = await db().select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.filter((row) => row.status === "succeeded")).toHaveLength(2);
    const back = rows.filter((row) => row.status === "queued");
    expect(back).toHaveLength(4);
    expect(back.every((row) => row.attempts === 0 && row.lockedBy === null)).toBe(true);
  });

  it("deferred work: the job succeeds once it is written, and fails by its policy when it cannot be", async () => {
    const write = gate();
    const deferring = defineJob({
      type: unique("defer"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async (_payload, context) => context.defer(write.opened),
    });
    const failing = defineJob({
      type: unique("defer-fails"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async (_payload, context) => context.defer(Promise.reject(new Error("the record was not written"))),
    });
    const waiting = await enqueueJob(db(), deferring, {}, inTestOrg);
    const broken = await enqueueJob(db(), failing, {}, inTestOrg);
    const worker = new JobWorker({ ...inTestOrg, pollIntervalMs: 50 });
    worker.start();
    try {
      await expect.poll(async () => (await jobRow(broken))?.status, { timeout: 5000 }).toBe("failed");
      expect((await jobRow(broken))?.lastError).toBe("the record was not written");
      expect((await jobRow(waiting))?.status).toBe("running");
      write.open();
      await expect.poll(async () => (await jobRow(waiting))?.status, { timeout: 5000 }).toBe("succeeded");
    } finally {
      write.open();
      await worker.stop();
    }
  });

  it("completeWith: the handler's write completes the job, and its failure fails the job by its policy", async () => {
    const completing = defineJob({
      type: unique("complete-with"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async (_payload, context) =>
        context.completeWith(queryRows(db(), completeJobsStatement("$1"), [[context.jobId]])),
    });
    const notCompleting = defineJob({
      type: unique("complete-with-nothing"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async (_payload, context) => context.completeWith(Promise.resolve()),
    });
    const failing = defineJob({
      type: unique("complete-with-fails"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async (_payload, context) => context.completeWith(Promise.reject(new Error("the write failed"))),
    });
    const completed = await enqueueJob(db(), completing, {}, inTestOrg);
    const left = await enqueueJob(db(), notCompleting, {}, inTestOrg);
    const broken = await enqueueJob(db(), failing, {}, inTestOrg);
    await new JobWorker(inTestOrg).runUntilIdle();
    expect((await jobRow(completed))?.status).toBe("succeeded");
    // The worker leaves the completion to the write: one that does not write it leaves the job to its lease.
    expect((await jobRow(left))?.status).toBe("running");
    expect(await jobRow(broken)).toMatchObject({ status: "failed", lastError: "the write failed" });
    await db().update(jobs).set({ status: "succeeded" }).where(eq(jobs.id, left));
  });

  it("prepare: starts at claim time, its result reaches the handler, and its failure fails the job", async () => {
    const events: string[] = [];
    const preparing = defineJob<{ name: string }, string>({
      type: unique("prepare"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      prepare: async (payload) => {
        events.push(`prepare ${payload.name}`);
        return `loaded ${payload.name}`;
      },
      handle: async (payload, context) => {
        events.push(`handle ${payload.name} with ${await context.prepared}`);
      },
    });
    const failing = defineJob<{ name: string }, string>({
      type: unique("prepare-fails"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      prepare: async () => {
        throw new Error("the subscription could not be read");
      },
      handle: async (_payload, context) => {
        await context.prepared;
      },
    });
    const ok = await enqueueJob(db(), preparing, { name: "a" }, inTestOrg);
    const broken = await enqueueJob(db(), failing, { name: "b" }, inTestOrg);
    await new JobWorker(inTestOrg).runUntilIdle();
    expect(events).toEqual(["prepare a", "handle a with loaded a"]);
    expect((await jobRow(ok))?.status).toBe("succeeded");
    expect((await jobRow(broken))?.status).toBe("failed");
    expect((await jobRow(broken))?.lastError).toBe("the subscription could not be read");
  });

  it("prepare: a claimed job takes a slot only once its prepare settled, so a slow load never holds a slot", async () => {
    const started: string[] = [];
    const slowLoad = gate();
    const definition = defineJob<{ name: string }, void>({
      type: unique("prepare-order"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      prepare: async (payload) => (payload.name === "slow" ? slowLoad.opened : undefined),
      handle: async (payload, context) => {
        await context.prepared;
        started.push(payload.name);
      },
    });
    const slow = await enqueueJob(db(), definition, { name: "slow" }, inTestOrg);
    const quick = await enqueueJob(db(), definition, { name: "quick" }, inTestOrg);
    // One slot: the job claimed first waits for its load in the reserve while the other runs.
    const worker = new JobWorker({ ...inTestOrg, concurrency: 1, pollIntervalMs: 50 });
    worker.start();
    await expect.poll(async () => (await jobRow(quick))?.status, { timeout: 5000 }).toBe("succeeded");
    expect(started).toEqual(["quick"]);
    expect((await jobRow(slow))?.status).toBe("running");
    slowLoad.open();
    await expect.poll(async () => (await jobRow(slow))?.status, { timeout: 5000 }).toBe("succeeded");
    expect(started).toEqual(["quick", "slow"]);
    await worker.stop();
  });

  it("maxConcurrent: a limited type runs at most that many at once, claims no more, and others run beside it", async () => {
    const meter = concurrencyMeter();
    const held = gate();
    const heavy = defineJob({
      type: unique("heavy"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      maxConcurrent: 2,
      handle: () => meter.during(() => held.opened),
    });
    const light = defineJob({
      type: unique("light"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async () => {},
    });
    const heavyIds = await Promise.all(Array.from({ length: 6 }, () => enqueueJob(db(), heavy, {}, inTestOrg)));
    const lightIds = await Promise.all(Array.from({ length: 3 }, () => enqueueJob(db(), light, {}, inTestOrg)));
    const worker = new JobWorker({ ...inTestOrg, concurrency: 8, pollIntervalMs: 50 });
    worker.start();
    try {
      await expect.poll(() => statusesOf(lightIds), { timeout: 5000 }).toEqual(Array(3).fill("succeeded"));
      await expect.poll(() => meter.now, { timeout: 5000 }).toBe(2);
      // The other four were never claimed: no reserve of jobs that may not start.
      expect(await statusesOf(heavyIds)).toEqual([...Array(4).fill("queued"), ...Array(2).fill("running")]);
    } finally {
      held.open();
    }
    await expect.poll(() => statusesOf(heavyIds), { timeout: 10_000 }).toEqual(Array(6).fill("succeeded"));
    await worker.stop();
    expect(meter.most).toBe(2);
  });

  it("maxConcurrent: a backlog of a limited type does not hold up the jobs queued behind it", async () => {
    const held = gate();
    const bulk = defineJob({
      type: unique("bulk"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      maxConcurrent: 1,
      handle: () => held.opened,
    });
    const delivery = defineJob({
      type: unique("delivery"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      handle: async () => {},
    });
    const bulkIds = await Promise.all(Array.from({ length: 60 }, () => enqueueJob(db(), bulk, {}, inTestOrg)));
    const deliveryIds = [
      await enqueueJob(db(), delivery, {}, inTestOrg),
      await enqueueJob(db(), delivery, {}, inTestOrg),
    ];
    // No poll for a minute and no wake-up: the deliveries start only if the first claim's round reaches them.
    const worker = new JobWorker({ ...inTestOrg, concurrency: 4, pollIntervalMs: 60_000 });
    worker.start();
    try {
      await expect.poll(() => statusesOf(deliveryIds), { timeout: 5000 }).toEqual(["succeeded", "succeeded"]);
      expect((await statusesOf(bulkIds)).filter((status) => status === "running")).toHaveLength(1);
    } finally {
      held.open();
    }
    // The backlog drains too, one at a time, leaving nothing queued for the next test.
    await expect.poll(() => statusesOf(bulkIds), { timeout: 20_000 }).toEqual(Array(60).fill("succeeded"));
    await worker.stop();
  });

  it("maxConcurrent: jobs a claim returned beyond the limit go back to the queue as if never claimed", async () => {
    const meter = concurrencyMeter();
    const single = defineJob({
      type: unique("single"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      maxConcurrent: 1,
      handle: () => meter.during(() => new Promise((resolve) => setTimeout(resolve, 10))),
    });
    const ids = await Promise.all(Array.from({ length: 4 }, () => enqueueJob(db(), single, {}, inTestOrg)));
    // Each round's claim asks for up to 8 jobs and gets every queued one; it keeps one.
    expect(await new JobWorker({ ...inTestOrg, concurrency: 8 }).runUntilIdle()).toBe(4);
    const rows = await db().select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(["succeeded", 1]));
    expect(meter.most).toBe(1);
  });

  it("lanes: a standard worker leaves background jobs queued, a background worker runs only those", async () => {
    const ran: string[] = [];
    const { heavy, light } = laneJobs(ran);
    const heavyId = await enqueueJob(db(), heavy, {}, inTestOrg);
    const lightId = await enqueueJob(db(), light, {}, inTestOrg);
    expect(await new JobWorker({ ...inTestOrg, lane: "standard" }).runUntilIdle()).toBe(1);
    expect(ran).toEqual(["light"]);
    expect((await jobRow(heavyId))?.status).toBe("queued");
    const secondLight = await enqueueJob(db(), light, {}, inTestOrg);
    expect(await new JobWorker({ ...inTestOrg, lane: "background" }).runUntilIdle()).toBe(1);
    expect(ran).toEqual(["light", "heavy"]);
    expect(await statusesOf([heavyId, lightId, secondLight])).toEqual(["queued", "succeeded", "succeeded"]);
    // A worker of every lane (npm start's) runs both kinds.
    await enqueueJob(db(), heavy, {}, inTestOrg);
    expect(await new JobWorker(inTestOrg).runUntilIdle()).toBe(2);
  });

  it("lanes: a job's row keeps its lane, and rows written without one (an earlier release's) still run in theirs", async () => {
    const ran: string[] = [];
    const { heavy, light } = laneJobs(ran);
    const heavyId = await enqueueJob(db(), heavy, {}, inTestOrg);
    const unlabelledHeavyId = await enqueueJob(db(), heavy, {}, inTestOrg);
    const lightId = await enqueueJob(db(), light, {}, inTestOrg);
    expect((await jobRow(heavyId))?.lane).toBe("background");
    expect((await jobRow(lightId))?.lane).toBe("standard");
    // The column's default, as a row inserted by the release before lanes were stored.
    await db().update(jobs).set({ lane: "standard" }).where(eq(jobs.id, unlabelledHeavyId));

    // The standard worker's claim reads the standard lane's rows and still leaves the heavy type out.
    expect(await new JobWorker({ ...inTestOrg, lane: "standard" }).runUntilIdle()).toBe(1);
    expect(ran).toEqual(["light"]);
    // The background worker's claim does not read the lane, so it finds the unlabelled run too.
    expect(await new JobWorker({ ...inTestOrg, lane: "background" }).runUntilIdle()).toBe(2);
    expect(ran).toEqual(["light", "heavy", "heavy"]);
    expect(await statusesOf([heavyId, unlabelledHeavyId, lightId])).toEqual(["succeeded", "succeeded", "succeeded"]);
  });

  it("lanes: a worker whose types are all limited claims only the room it has, never jobs to put back", async () => {
    const held = gate();
    let started = 0;
    const run = defineJob({
      type: unique("run"),
      maxAttempts: 1,
      retryDelaySeconds: () => 0,
      lane: "background",
      maxConcurrent: 1,
      handle: async () => {
        started += 1;
        await held.opened;
      },
    });
    const ids = await Promise.all(Array.from({ length: 4 }, () => enqueueJob(db(), run, {}, inTestOrg)));
    const before = await db().select().from(jobs).where(inArray(jobs.id, ids));
    const worker = new JobWorker({ ...inTestOrg, lane: "background", pollIntervalMs: 50 });
    worker.start();
    try {
      await expect.poll(() => started, { timeout: 5000 }).toBe(1);
      const rows = await db().select().from(jobs).where(inArray(jobs.id, ids));
      const waiting = rows.filter((row) => row.status === "queued");
      expect(waiting).toHaveLength(3);
      // Never claimed and put back: untouched since they were enqueued.
      for (const row of waiting) {
        const original = before.find((candidate) => candidate.id === row.id);
        expect([row.attempts, row.updatedAt.getTime()]).toEqual([0, original?.updatedAt.getTime()]);
      }
    } finally {
      held.open();
      await worker.stop();
    }
  });
});
