import { availableParallelism } from "node:os";
import type { ControlEvaluation, EvaluableControl, EvidenceDocument } from "@/lib/evidence-matching";
import { ThreadStopped, threadScript } from "@/lib/threads/one-shot";
import { ThreadPool, ThreadTaskFailed } from "@/lib/threads/pool";

export interface ControlsRequest {
  documents: EvidenceDocument[];
  controls: EvaluableControl[];
}

/**
 * Evidence past this size is matched on the controls pool: the offline matcher is synchronous, about
 * 1.5 ms per 1,000 characters for the 64 template controls warm (docs/performance.md, "Control
 * evidence matcher"), and a bulk launch runs
 * several at once on the process that also delivers webhooks (and, for a rescore, answers HTTP).
 * Smaller sets are evaluated in place, a control at a time, cheaper than the trip to a thread.
 */
export const THREAD_THRESHOLD_CHARS = 20_000;
const TIMEOUT_MS = 60_000;
const MEMORY_LIMIT_MB = 512;
/**
 * Matching is background work: its threads run at a lower priority than the process, so on a busy
 * machine deliveries, claims and requests take a core before it does.
 */
const NICE_INCREMENT = 10;

export class ControlsStopped extends Error {}

let shared: ThreadPool<ControlsRequest, ControlEvaluation[]> | undefined;

function controlsPool() {
  shared ??= new ThreadPool<ControlsRequest, ControlEvaluation[]>(
    threadScript("lib", "modules", "zero-touch", "scoring", "controls-worker.ts"),
    {
      threads: Math.min(4, availableParallelism()),
      timeoutMs: TIMEOUT_MS,
      memoryLimitMb: MEMORY_LIMIT_MB,
      niceIncrement: NICE_INCREMENT,
    },
    {
      timeout: `Evaluating the controls took more than ${TIMEOUT_MS / 1000} s.`,
      memory: `Evaluating the controls needed more than ${MEMORY_LIMIT_MB} MiB of memory.`,
      crash: "The controls evaluation ended unexpectedly.",
    },
  );
  return shared;
}

export async function evaluateControlsOnThread(request: ControlsRequest): Promise<ControlEvaluation[]> {
  try {
    return await controlsPool().run(request);
  } catch (error) {
    if (error instanceof ThreadStopped) {
      throw new ControlsStopped(error.reason);
    }
    throw error instanceof ThreadTaskFailed ? new ControlsStopped("The controls could not be evaluated.") : error;
  }
}
