import { runOnThread, type ThreadLimits, ThreadStopped, threadScript } from "@/lib/threads/one-shot";
import { guessFormat } from "./sniff";
import type { BomFile, BomParseResult } from "./types";

/**
 * Parsing runs on a short-lived worker thread, never on the thread that answers HTTP: a 2 MB
 * SBOM takes tens of milliseconds, but a hostile or huge one could take the process's memory
 * or time. Uploads are rare, so a thread's start-up is not worth a pool.
 */

export interface ParseRequest {
  bytes: ArrayBuffer;
  file: BomFile;
}

export type BomParseLimits = ThreadLimits;

export const BOM_PARSE_LIMITS: BomParseLimits = { timeoutMs: 60_000, memoryLimitMb: 512 };

const PARSE_THREAD = threadScript("lib", "modules", "bill-of-materials", "parse", "parse-thread.ts");

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
    return await runOnThread<BomParseResult>(PARSE_THREAD, { bytes: buffer, file } satisfies ParseRequest, {
      limits,
      messages: {
        timeout: `Reading the file took longer than ${limits.timeoutMs / 1000} s, the most one file may take.`,
        memory: `The file was too large to parse within the memory limit (${limits.memoryLimitMb} MB).`,
        crash: "The reader stopped unexpectedly while reading the file.",
      },
      transferList: [buffer],
    });
  } catch (error) {
    if (error instanceof ThreadStopped) {
      return { status: "failed", format, specVersion: null, parseError: error.reason };
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
