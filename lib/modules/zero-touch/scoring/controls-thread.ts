import type { ControlEvaluation, EvaluableControl, EvidenceDocument } from "@/lib/modules/assessments/engine/evaluator";
import { runOnThread, ThreadStopped, threadScript } from "@/lib/threads/one-shot";

export interface ControlsRequest {
  documents: EvidenceDocument[];
  controls: EvaluableControl[];
}

export type ControlsReply = { evaluations: ControlEvaluation[] } | { error: string };

/**
 * Evidence this large is matched on a thread: the offline engine's keyword matching is synchronous,
 * and over a few hundred kilobytes it would hold the thread that answers HTTP (and delivers webhooks)
 * for longer than a request should wait. Smaller sets are evaluated in place, a control at a time.
 */
export const THREAD_THRESHOLD_CHARS = 200_000;
const TIMEOUT_MS = 60_000;
const MEMORY_LIMIT_MB = 512;

export class ControlsStopped extends Error {}

export async function evaluateControlsOnThread(request: ControlsRequest): Promise<ControlEvaluation[]> {
  let reply: ControlsReply;
  try {
    reply = await runOnThread<ControlsReply>(
      threadScript("lib", "modules", "zero-touch", "scoring", "controls-worker.ts"),
      request,
      {
        limits: { timeoutMs: TIMEOUT_MS, memoryLimitMb: MEMORY_LIMIT_MB },
        messages: {
          timeout: `Evaluating the controls took more than ${TIMEOUT_MS / 1000} s.`,
          memory: `Evaluating the controls needed more than ${MEMORY_LIMIT_MB} MiB of memory.`,
          crash: "The controls evaluation ended unexpectedly.",
        },
      },
    );
  } catch (error) {
    throw error instanceof ThreadStopped ? new ControlsStopped(error.reason) : error;
  }
  if ("error" in reply) {
    throw new ControlsStopped(reply.error);
  }
  return reply.evaluations;
}
