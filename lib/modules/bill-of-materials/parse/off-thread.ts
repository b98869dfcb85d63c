import { type ThreadLimits, ThreadStopped, threadScript } from "@/lib/threads/one-shot";
import { ThreadPool, ThreadTaskFailed } from "@/lib/threads/pool";
import { guessFormat } from "./sniff";
import type { BomFile, BomParseResult } from "./types";

/**
 * Parsing runs on a worker thread, never on the thread that answers HTTP: a 2 MB SBOM takes tens of
 * milliseconds, but a hostile or huge one could take the process's memory or time. The thread stays
 * a minute after its last file: starting one (loading the parser and compiling a schema) cost
 * 0.4–0.9 s, several times the parse itself, which a run of uploads should pay once.
 */

export interface ParseRequest {
  bytes: ArrayBuffer;
  file: BomFile;
}

export type BomParseLimits = ThreadLimits;

export const BOM_PARSE_LIMITS: BomParseLimits = { timeoutMs: 60_000, memoryLimitMb: 512 };

const PARSE_THREAD = threadScript("lib", "modules", "bill-of-materials", "parse", "parse-thread.ts");
/** One thread: files queue rather than take every core from the web server. */
const THREADS = 1;
const IDLE_MS = 60_000;

const pools = new Map<string, ThreadPool<ParseRequest, BomParseResult>>();

function poolFor(limits: BomParseLimits): ThreadPool<ParseRequest, BomParseResult> {
  const key = `${limits.timeoutMs}/${limits.memoryLimitMb}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new ThreadPool<ParseRequest, BomParseResult>(
      PARSE_THREAD,
      { threads: THREADS, idleMs: IDLE_MS, ...limits },
      {
        timeout: `Reading the file took longer than ${limits.timeoutMs / 1000} s, the most one file may take.`,
        memory: `The file was too large to parse within the memory limit (${limits.memoryLimitMb} MB).`,
        crash: "The reader stopped unexpectedly while reading the file.",
      },
      (request) => [request.bytes],
    );
    pools.set(key, pool);
  }
  return pool;
}

/**
 * parseBom on a thread with a time and heap budget; a thread that exceeds either (or dies) is a
 * "failed" result saying so. The bytes are moved to the thread, not copied: when `bytes` spans
 * its whole buffer, the caller's copy is detached (empty) afterwards.
 */
export async function parseBomOffThread(
  bytes: Uint8Array,
  file: BomFile,
  limits: BomParseLimits = BOM_PARSE_LIMITS,
): Promise<BomParseResult> {
  const format = guessFormat(new TextDecoder().decode(bytes.subarray(0, 4_096)));
  const buffer = ownBuffer(bytes);
  try {
    return await poolFor(limits).run({ bytes: buffer, file });
  } catch (error) {
    if (error instanceof ThreadStopped) {
      return { status: "failed", format, specVersion: null, parseError: error.reason };
    }
    if (error instanceof ThreadTaskFailed) {
      return {
        status: "failed",
        format,
        specVersion: null,
        parseError: "The reader stopped unexpectedly while reading the file.",
      };
    }
    throw error;
  }
}

/**
 * A buffer that can be moved: the view's own when it spans all of it, else a copy (a Buffer
 * from Node's shared pool is a slice of a larger buffer, which must not move).
 */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole =
    bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes.buffer as ArrayBuffer) : bytes.slice().buffer;
}
