import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * CPU-heavy work that runs rarely (a feed poll, scoring a large evidence set) goes to one short-lived
 * `worker_threads` thread, never the thread that answers HTTP: a heap cap and a wall-clock budget
 * bound it, and a thread that exceeds either (or dies) is ended, its caller getting `ThreadStopped`
 * with a reason written for people. Busy, steady work uses a pool instead
 * (./pool).
 *
 * The script is TypeScript loaded through tsx's require hook, as `npm start` does; it reads its
 * request from `workerData` and posts one reply.
 */

export interface ThreadLimits {
  timeoutMs: number;
  memoryLimitMb: number;
}

export interface ThreadMessages {
  timeout: string;
  memory: string;
  crash: string;
}

export class ThreadStopped extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ThreadStopped";
  }
}

/** A script's path from the app root (a path the Next bundler leaves alone). */
export const threadScript = (...segments: string[]) => path.join(process.cwd(), ...segments);

export function runOnThread<Reply>(
  script: string,
  request: unknown,
  options: { limits: ThreadLimits; messages: ThreadMessages; transferList?: ArrayBuffer[] },
): Promise<Reply> {
  const { limits, messages } = options;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      execArgv: ["--require", "tsx/cjs"],
      workerData: request,
      transferList: options.transferList ?? [],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryLimitMb },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      }
    };
    const timer = setTimeout(() => settle(() => reject(new ThreadStopped(messages.timeout))), limits.timeoutMs);
    worker.on("message", (reply: Reply) => settle(() => resolve(reply)));
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(new ThreadStopped(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? messages.memory : messages.crash)),
      ),
    );
    worker.on("exit", () => settle(() => reject(new ThreadStopped(messages.crash))));
  });
}
