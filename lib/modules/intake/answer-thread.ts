import { ThreadStopped, threadScript } from "@/lib/threads/one-shot";
import { ThreadPool, ThreadTaskFailed } from "@/lib/threads/pool";
import type { IntakeEvidence, IntakeQuestion, MachineAnswer } from "./answerer/types";

export interface AnswerRequest {
  evidence: IntakeEvidence;
  questions: IntakeQuestion[];
}

const TIMEOUT_MS = 60_000;
const MEMORY_LIMIT_MB = 256;
/**
 * Answering is background work: the threads yield a core to requests and deliveries first, and run
 * at SCHED_IDLE, which the bench found to halve /api/health's p99 beside ten sessions where nice
 * alone did not (docs/performance.md, "Intake answering").
 */
const NICE_INCREMENT = 10;
/** Two threads: ten sessions filed at once queue here rather than take every core from the web server. */
const THREADS = 2;
/**
 * Both threads start with the first session and stay ten minutes: a thread's start (loading the
 * answerer) took 1.3–3.6 s of CPU, which a burst of filings or the next request should not wait for.
 */
const IDLE_MS = 10 * 60_000;

export class AnsweringStopped extends Error {}

let shared: ThreadPool<AnswerRequest, MachineAnswer[]> | undefined;

function answerPool() {
  shared ??= new ThreadPool<AnswerRequest, MachineAnswer[]>(
    threadScript("lib", "modules", "intake", "answer-worker.ts"),
    {
      threads: THREADS,
      timeoutMs: TIMEOUT_MS,
      memoryLimitMb: MEMORY_LIMIT_MB,
      niceIncrement: NICE_INCREMENT,
      idlePolicy: true,
      startTogether: true,
      idleMs: IDLE_MS,
    },
    {
      timeout: `Answering the questions took more than ${TIMEOUT_MS / 1000} s.`,
      memory: `Answering the questions needed more than ${MEMORY_LIMIT_MB} MiB of memory.`,
      crash: "Answering the questions ended unexpectedly.",
    },
  );
  return shared;
}

/** The offline answers to `questions`, computed on the answering threads, in the same order. */
export async function answerOnThread(request: AnswerRequest): Promise<MachineAnswer[]> {
  try {
    return await answerPool().run(request);
  } catch (error) {
    if (error instanceof ThreadStopped) {
      throw new AnsweringStopped(error.reason);
    }
    throw error instanceof ThreadTaskFailed ? new AnsweringStopped("The questions could not be answered.") : error;
  }
}
