import { execFileSync } from "node:child_process";
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";

/** What a pool (./pool) tells each thread it starts. */
export interface ThreadStart {
  niceIncrement: number;
  idlePolicy?: boolean;
}

export type ThreadReply<Result> = { result: Result } | { error: string };

const MAX_NICE = 19;

/**
 * The body of a pool thread: lowers its own priority as the pool asks (on Linux the nice value is
 * the calling thread's, so the process's other threads keep theirs), then handles one task at a
 * time, so a task that takes too long or too much memory costs only this thread, which the pool
 * then ends. A task that throws answers with its message; the thread goes on.
 */
export function serveThread<Request, Result>(handle: (request: Request) => Result | Promise<Result>): void {
  const port = parentPort;
  if (!port) {
    return;
  }
  const increment = (workerData as ThreadStart | undefined)?.niceIncrement ?? 0;
  if (increment > 0) {
    try {
      setPriority(0, Math.min(MAX_NICE, getPriority(0) + increment));
    } catch {
      // A platform that refuses it runs the thread at the process's priority.
    }
  }
  if ((workerData as ThreadStart | undefined)?.idlePolicy) {
    scheduleThisThreadAsIdle();
  }
  port.on("message", async (request: Request) => {
    let reply: ThreadReply<Result>;
    try {
      reply = { result: await handle(request) };
    } catch (error) {
      reply = { error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) };
    }
    port.postMessage(reply);
  });
  port.postMessage("ready");
}

/** This thread alone to SCHED_IDLE (Linux, with util-linux's `chrt`); elsewhere nothing changes. */
function scheduleThisThreadAsIdle(): void {
  if (process.platform !== "linux") {
    return;
  }
  try {
    const threadId = readlinkSync("/proc/thread-self").split("/").pop() ?? "";
    execFileSync("chrt", ["--idle", "--pid", "0", threadId], { stdio: "ignore", timeout: 5000 });
  } catch {
    // No chrt, or a kernel that refuses: the nice value alone.
  }
}
