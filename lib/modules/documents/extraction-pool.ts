import { availableParallelism } from "node:os";
import { ThreadStopped, threadScript } from "@/lib/threads/one-shot";
import { ThreadPool, ThreadTaskFailed } from "@/lib/threads/pool";

/**
 * Document text extraction (and the keyword classification of that text) runs on a thread pool
 * (lib/threads/pool.ts), never on the thread that answers HTTP: each thread has a heap cap, each
 * document a wall-clock budget, and a thread that exceeds either (or dies) is ended and replaced. The
 * document then fails with a reason an analyst can read; other documents are not affected.
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

/** The thread's script, from the app root (a path the Next bundler leaves alone). */
const workerScript = () => threadScript("lib", "modules", "documents", "extraction-worker.ts");

export class ExtractionPool {
  private readonly pool: ThreadPool<ExtractionRequest, ExtractionResult>;

  constructor(readonly limits: ExtractionLimits = extractionLimitsFromEnv()) {
    this.pool = new ThreadPool(
      workerScript(),
      limits,
      { timeout: timeoutReason(limits), memory: memoryReason(limits), crash: CRASH_REASON },
      (request) => [request.bytes],
    );
  }

  /** Extracts and classifies one document on a pool thread. */
  async run(request: ExtractionRequest): Promise<ExtractionResult> {
    try {
      return await this.pool.run(request);
    } catch (error) {
      if (error instanceof ThreadStopped) {
        throw new ExtractionStopped(error.reason);
      }
      throw error instanceof ThreadTaskFailed ? new ExtractionFailed(error.message) : error;
    }
  }

  /** Ends every thread; documents in hand fail as if their thread had died. */
  close(): Promise<void> {
    return this.pool.close();
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
