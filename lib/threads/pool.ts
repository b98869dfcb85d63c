import { Worker } from "node:worker_threads";
import { type ThreadLimits, type ThreadMessages, ThreadStopped } from "./one-shot";
import type { ThreadReply, ThreadStart } from "./serve";

/**
 * Busy, steady CPU-heavy work (document extraction, zero touch control matching) goes to a few
 * long-lived `worker_threads`, never the thread that answers HTTP or delivers webhooks. Each thread
 * has a heap cap and each task a wall-clock budget; a thread that exceeds either (or dies) is ended
 * and replaced, its task failing with `ThreadStopped` and a reason written for people, other tasks
 * unaffected. Idle threads end after a while; the next task starts a fresh one.
 *
 * `niceIncrement` lowers the threads' scheduling priority (Linux keeps a nice value per thread): a
 * background pool then takes only the CPU that requests and deliveries leave, which on a small
 * machine is what keeps a bulk of heavy work from starving them.
 *
 * The script is TypeScript loaded through tsx's require hook, as `npm start` does, and serves tasks
 * with `serveThread` (./serve).
 */

export interface PoolSettings extends ThreadLimits {
  threads: number;
  /** 0 (default) to 19: how much lower than the process's priority the threads run. */
  niceIncrement?: number;
  /**
   * On Linux, also the SCHED_IDLE policy (through util-linux's `chrt`, when present): a nice value
   * weighs only within the process's scheduling group, so against PostgreSQL and other processes
   * it does nothing; a SCHED_IDLE thread gives its core up to any thread that wakes.
   */
  idlePolicy?: boolean;
  /** How long an idle thread lives before it ends (default 30 s). */
  idleMs?: number;
  /**
   * Start every thread as soon as one is needed: a thread's start (loading its script through tsx)
   * costs a second or more of CPU, which a burst of tasks should not pay on top of its own work.
   */
  startTogether?: boolean;
}

/** The task's own code refused it (a corrupt file, say): the thread's message, the thread lives on. */
export class ThreadTaskFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ThreadTaskFailed";
  }
}

/** An idle thread is ended after this long, unless the pool's settings say otherwise. */
const IDLE_MS = 30_000;

interface Task<Request, Result> {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Thread<Request, Result> {
  worker: Worker;
  state: "starting" | "idle" | "busy";
  task?: Task<Request, Result>;
  timer?: NodeJS.Timeout;
}

export class ThreadPool<Request, Result> {
  private readonly threads = new Set<Thread<Request, Result>>();
  private readonly queue: Task<Request, Result>[] = [];
  private closed = false;

  constructor(
    private readonly script: string,
    readonly settings: PoolSettings,
    private readonly messages: ThreadMessages,
    /** Buffers moved to the thread instead of copied (the sender's copies are detached). */
    private readonly transferList: (request: Request) => ArrayBuffer[] = () => [],
  ) {}

  /** Threads alive or starting. */
  get threadCount(): number {
    return this.threads.size;
  }

  run(request: Request): Promise<Result> {
    if (this.closed) {
      return Promise.reject(new Error("the thread pool is closed"));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; tasks in hand fail as if their thread had died. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) {
      task.reject(new Error("the thread pool is closed"));
    }
    await Promise.all([...this.threads].map((thread) => this.end(thread, new ThreadStopped(this.messages.crash))));
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (this.queue.length === 0) {
        return;
      }
      if (thread.state === "idle") {
        this.start(thread, this.queue.shift() as Task<Request, Result>);
      }
    }
    if (this.queue.length > 0 && this.settings.startTogether) {
      while (this.threads.size < this.settings.threads) {
        this.spawn();
      }
      return;
    }
    const starting = [...this.threads].filter((thread) => thread.state === "starting").length;
    for (let count = starting; count < this.queue.length && this.threads.size < this.settings.threads; count++) {
      this.spawn();
    }
  }

  private spawn(): void {
    const worker = new Worker(this.script, {
      execArgv: ["--require", "tsx/cjs"],
      workerData: {
        niceIncrement: this.settings.niceIncrement ?? 0,
        idlePolicy: this.settings.idlePolicy ?? false,
      } satisfies ThreadStart,
      resourceLimits: { maxOldGenerationSizeMb: this.settings.memoryLimitMb },
      stdout: false,
      stderr: false,
    });
    const thread: Thread<Request, Result> = { worker, state: "starting" };
    this.threads.add(thread);
    worker.on("message", (message: ThreadReply<Result> | "ready") => {
      if (!this.threads.has(thread)) {
        return; // Ended already (past its budget, or the pool closed): the answer comes too late.
      }
      if (message === "ready") {
        this.becomeIdle(thread);
      } else {
        this.finish(thread, message);
      }
    });
    let failure: Error | undefined;
    let cause = "";
    worker.on("error", (error: Error & { code?: string }) => {
      cause = error.message;
      failure = new ThreadStopped(
        error.code === "ERR_WORKER_OUT_OF_MEMORY" ? this.messages.memory : this.messages.crash,
      );
    });
    worker.on("exit", () => {
      if (!this.threads.delete(thread)) {
        return;
      }
      clearTimeout(thread.timer);
      const task = thread.task ?? (thread.state === "starting" ? this.queue.shift() : undefined);
      if (task) {
        if (thread.state === "starting") {
          console.error(`thread ${this.script} failed to start:`, cause || "it exited");
        }
        task.reject(failure ?? new ThreadStopped(this.messages.crash));
      }
      this.dispatch();
    });
  }

  private start(thread: Thread<Request, Result>, task: Task<Request, Result>): void {
    clearTimeout(thread.timer);
    thread.state = "busy";
    thread.task = task;
    thread.worker.ref();
    thread.timer = setTimeout(
      () => void this.end(thread, new ThreadStopped(this.messages.timeout)),
      this.settings.timeoutMs,
    );
    thread.worker.postMessage(task.request, this.transferList(task.request));
  }

  private finish(thread: Thread<Request, Result>, reply: ThreadReply<Result>): void {
    const task = thread.task;
    clearTimeout(thread.timer);
    thread.task = undefined;
    if (task) {
      if ("error" in reply) {
        task.reject(new ThreadTaskFailed(reply.error));
      } else {
        task.resolve(reply.result);
      }
    }
    this.becomeIdle(thread);
  }

  private becomeIdle(thread: Thread<Request, Result>): void {
    thread.state = "idle";
    thread.worker.unref();
    this.dispatch();
    if (thread.state === "idle") {
      thread.timer = setTimeout(() => void this.end(thread), this.settings.idleMs ?? IDLE_MS).unref();
    }
  }

  /** Ends the thread now; its task (if any) fails with `reason`, and the queue moves on. */
  private async end(thread: Thread<Request, Result>, reason?: Error): Promise<void> {
    if (!this.threads.delete(thread)) {
      return;
    }
    clearTimeout(thread.timer);
    const task = thread.task;
    thread.task = undefined;
    if (task && reason) {
      task.reject(reason);
    }
    if (!this.closed) {
      this.dispatch();
    }
    await thread.worker.terminate();
  }
}
