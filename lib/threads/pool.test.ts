import { spawnSync } from "node:child_process";
import { getPriority } from "node:os";
import { describe, expect, it, vi } from "vitest";
import { ThreadStopped, threadScript } from "./one-shot";
import { ThreadPool, ThreadTaskFailed } from "./pool";

const SCHED_OTHER = 0;
const SCHED_IDLE = 5;
const messages = { timeout: "took too long", memory: "needed too much memory", crash: "ended unexpectedly" };
const script = threadScript("lib", "threads", "testing", "echo-thread.ts");

describe("thread pool", () => {
  it("runs its threads at the lower priority it was given, without changing the process's", async () => {
    const pool = new ThreadPool<{ do: "priority" }, number>(
      script,
      {
        threads: 1,
        timeoutMs: 30_000,
        memoryLimitMb: 128,
        niceIncrement: 5,
      },
      messages,
    );
    const before = getPriority(0);
    try {
      expect(await pool.run({ do: "priority" })).toBe(Math.min(19, before + 5));
      expect(getPriority(0)).toBe(before);
    } finally {
      await pool.close();
    }
  });

  const canScheduleIdle =
    process.platform === "linux" && spawnSync("chrt", ["--version"], { stdio: "ignore" }).status === 0;
  it.skipIf(!canScheduleIdle)("runs its threads at SCHED_IDLE when asked, and only then", async () => {
    const pool = new ThreadPool<{ do: "policy" }, number>(
      script,
      { threads: 1, timeoutMs: 30_000, memoryLimitMb: 128, idlePolicy: true },
      messages,
    );
    const plain = new ThreadPool<{ do: "policy" }, number>(
      script,
      { threads: 1, timeoutMs: 30_000, memoryLimitMb: 128 },
      messages,
    );
    try {
      expect(await pool.run({ do: "policy" })).toBe(SCHED_IDLE);
      expect(await plain.run({ do: "policy" })).toBe(SCHED_OTHER);
    } finally {
      await Promise.all([pool.close(), plain.close()]);
    }
  });

  it("a task that throws fails with its message and the thread goes on; one past its budget is stopped", async () => {
    const pool = new ThreadPool<{ do: "priority" | "fail" | "spin" }, number>(
      script,
      { threads: 1, timeoutMs: 2_000, memoryLimitMb: 128 },
      messages,
    );
    try {
      const failed = pool.run({ do: "fail" });
      await expect(failed).rejects.toBeInstanceOf(ThreadTaskFailed);
      await expect(failed).rejects.toThrow("refused on purpose");
      expect(await pool.run({ do: "priority" })).toBe(getPriority(0));
      const spinning = pool.run({ do: "spin" });
      await expect(spinning).rejects.toBeInstanceOf(ThreadStopped);
      await expect(spinning).rejects.toThrow("took too long");
      // A fresh thread takes the next task.
      expect(await pool.run({ do: "priority" })).toBe(getPriority(0));
    } finally {
      await pool.close();
    }
  });

  it("starts every thread with the first task when asked to, and ends idle threads after its idle time", async () => {
    const settings = { threads: 2, timeoutMs: 30_000, memoryLimitMb: 128 };
    const together = new ThreadPool<{ do: "priority" }, number>(
      script,
      // Long enough that the second thread, idle from its start, is still there when counted on a
      // loaded machine (200 ms was not, with the suite running beside other work).
      { ...settings, startTogether: true, idleMs: 3000 },
      messages,
    );
    const one = new ThreadPool<{ do: "priority" }, number>(script, settings, messages);
    try {
      await Promise.all([together.run({ do: "priority" }), one.run({ do: "priority" })]);
      expect([together.threadCount, one.threadCount]).toEqual([2, 1]);
      await vi.waitFor(() => expect(together.threadCount).toBe(0), { timeout: 20_000, interval: 50 });
      expect(one.threadCount).toBe(1);
    } finally {
      await Promise.all([together.close(), one.close()]);
    }
  });
});
