import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Document text extraction (and the keyword classification of that text) runs in a few
 * `worker_threads`, never on the thread that answers HTTP: each thread has a heap cap, each document
 * a wall-clock budget, and a thread that exceeds either (or dies) is ended and replaced. The document
 * then fails with a reason an analyst can read; other documents are not affected.
 *
 * Settings (read when the pool is first used):
 * - EXTRACTION_THREADS: threads per process, 1 to 4 (the classification jobs' own limit); default
 *   the CPU count, at most 4.
 * - EXTRACTION_TIMEOUT_SECONDS: budget per document, default 60.
 * - EXTRACTION_MEMORY_LIMIT_MB: heap cap per thread, default 512.
 */

export interface ExtractionLimits {
  threads: number;
  timeoutMs: number;
  memoryLimitMb: number;
}

export interface ExtractionRequest {
  extension: string;
  /** The file's bytes, transferred to the thread (the sender's copy is detached). */
  bytes: ArrayBuffer;
  fileName: string;
  /** Slugs the classifier may choose. */
  allowedTypes: string[];
}

export type ExtractionReply = { text: string | null; documentType: string } | { error: string };

export interface ExtractionResult {
  text: string | null;
  documentType: string;
}

/** The document exceeded a limit (or its thread died): `reason` is written for the analyst. */
export class ExtractionStopped extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ExtractionStopped";
  }
}

/** The file's extractor refused it (a corrupt or unsupported file): the library's own message. */
export class ExtractionFailed extends Error {}

const MAX_THREADS = 4;
/** An idle thread is ended after this long; the next document starts a fresh one. */
const IDLE_MS = 30_000;

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function extractionLimitsFromEnv(env: Record<string, string | undefined> = process.env): ExtractionLimits {
  const threads = Math.floor(positiveNumber(env.EXTRACTION_THREADS, Math.min(MAX_THREADS, availableParallelism())));
  return {
    threads: Math.max(1, Math.min(MAX_THREADS, threads)),
    timeoutMs: Math.round(positiveNumber(env.EXTRACTION_TIMEOUT_SECONDS, 60) * 1000),
    memoryLimitMb: Math.ceil(positiveNumber(env.EXTRACTION_MEMORY_LIMIT_MB, 512)),
  };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

export const timeoutReason = (limits: ExtractionLimits) =>
  `Text extraction stopped: the file needed more than ${plural(limits.timeoutMs / 1000, "second")}.`;
export const memoryReason = (limits: ExtractionLimits) =>
  `Text extraction stopped: the file needed more than ${limits.memoryLimitMb} MiB of memory.`;
export const CRASH_REASON = "Text extraction stopped: the extractor ended unexpectedly on this file.";

/**
 * The thread's script, from the app root like pdfjs's fonts (a path the Next bundler leaves alone).
 * It is TypeScript: the thread loads tsx's require hook, as `npm start` and `npm run worker` do.
 */
function workerScript(): string {
  return path.join(process.cwd(), "lib", "modules", "documents", "extraction-worker.ts");
}

interface Task {
  request: ExtractionRequest;
  resolve: (result: ExtractionResult) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  state: "starting" | "idle" | "busy";
  task?: Task;
  timer?: NodeJS.Timeout;
}

export class ExtractionPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(readonly limits: ExtractionLimits = extractionLimitsFromEnv()) {}

  /** Extracts and classifies one document on a pool thread. */
  run(request: ExtractionRequest): Promise<ExtractionResult> {
    if (this.closed) {
      return Promise.reject(new Error("the extraction pool is closed"));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; documents in hand fail as if their thread had died. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) {
      task.reject(new Error("the extraction pool is closed"));
    }
    await Promise.all([...this.threads].map((thread) => this.end(thread, new ExtractionStopped(CRASH_REASON))));
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (this.queue.length === 0) {
        return;
      }
      if (thread.state === "idle") {
        this.start(thread, this.queue.shift() as Task);
      }
    }
    const starting = [...this.threads].filter((thread) => thread.state === "starting").length;
    for (let count = starting; count < this.queue.length && this.threads.size < this.limits.threads; count++) {
      this.spawn();
    }
  }

  private spawn(): void {
    const worker = new Worker(workerScript(), {
      execArgv: ["--require", "tsx/cjs"],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryLimitMb },
      stdout: false,
      stderr: false,
    });
    const thread: Thread = { worker, state: "starting" };
    this.threads.add(thread);
    worker.on("message", (message: ExtractionReply | "ready") => {
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
      failure =
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new ExtractionStopped(memoryReason(this.limits))
          : new ExtractionStopped(CRASH_REASON);
    });
    worker.on("exit", () => {
      if (!this.threads.delete(thread)) {
        return;
      }
      clearTimeout(thread.timer);
      const task = thread.task ?? (thread.state === "starting" ? this.queue.shift() : undefined);
      if (task) {
        if (thread.state === "starting") {
          console.error("document extraction thread failed to start:", cause || "it exited");
        }
        task.reject(failure ?? new ExtractionStopped(CRASH_REASON));
      }
      this.dispatch();
    });
  }

  private start(thread: Thread, task: Task): void {
    clearTimeout(thread.timer);
    thread.state = "busy";
    thread.task = task;
    thread.worker.ref();
    thread.timer = setTimeout(
      () => void this.end(thread, new ExtractionStopped(timeoutReason(this.limits))),
      this.limits.timeoutMs,
    );
    thread.worker.postMessage(task.request, [task.request.bytes]);
  }

  private finish(thread: Thread, reply: ExtractionReply): void {
    const task = thread.task;
    clearTimeout(thread.timer);
    thread.task = undefined;
    if (task) {
      if ("error" in reply) {
        task.reject(new ExtractionFailed(reply.error));
      } else {
        task.resolve(reply);
      }
    }
    this.becomeIdle(thread);
  }

  private becomeIdle(thread: Thread): void {
    thread.state = "idle";
    thread.worker.unref();
    this.dispatch();
    if (thread.state === "idle") {
      thread.timer = setTimeout(() => void this.end(thread), IDLE_MS).unref();
    }
  }

  /** Ends the thread now; its document (if any) fails with `reason`, and the queue moves on. */
  private async end(thread: Thread, reason?: Error): Promise<void> {
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

let shared: ExtractionPool | undefined;

/** The process's pool, built from the environment on first use. */
export function extractionPool(): ExtractionPool {
  shared ??= new ExtractionPool();
  return shared;
}

/** Tests: end the shared pool, so the next use reads the environment again. */
export async function resetExtractionPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

/**
 * The bytes as an ArrayBuffer the pool may transfer: their own buffer when they span all of it, else
 * a copy (a small Buffer is a view of a shared pool that must neither move nor be sent whole).
 */
export function transferableBytes(bytes: Uint8Array): ArrayBuffer {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    return buffer;
  }
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}
