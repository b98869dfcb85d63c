import { WRITE_BATCH_SIZE } from "@/lib/db/batches";
import { db, type Queryable, type Tx } from "@/lib/db/client";
import type { ControlEvaluator, EvidenceDocument } from "@/lib/evidence-matching";
import { llmEvaluator, offlineEvaluator } from "@/lib/evidence-matching";
import { llmSettings } from "@/lib/llm/chat";

/**
 * Where the engine reads and writes, and how it evaluates. The worker reads from the pool and
 * commits each write in its own transaction (a restarted job resumes where it stopped); a caller
 * that creates and analyses assessments in one transaction runs every step on that transaction.
 */
export interface EngineScope {
  q: Queryable;
  write<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  evaluator(documents: EvidenceDocument[]): ControlEvaluator;
  /** Evaluations recorded per write: one for the worker (progress shows, a retry resumes), all in a transaction. */
  evaluationsPerWrite: number;
  /** Asked before each control's evaluation: true when another job is advancing the same assessment. */
  stepAside(): Promise<boolean>;
}

/** The configured evaluator: a model when LLM_* is set, else the offline rules. */
function configuredEvaluator(documents: EvidenceDocument[]): ControlEvaluator {
  const settings = llmSettings();
  return settings ? llmEvaluator(settings, documents) : offlineEvaluator(documents);
}

export const workerScope = (stepAside: () => Promise<boolean> = async () => false): EngineScope => ({
  q: db(),
  write: (work) => db().transaction(work),
  evaluator: configuredEvaluator,
  evaluationsPerWrite: 1,
  stepAside,
});

/**
 * Offline, with the worker's reads and a transaction per batch of evaluations: a caller that
 * analyses assessments it has just created, without holding one transaction over the analysis.
 */
export const offlineScope = (): EngineScope => ({
  ...workerScope(),
  evaluator: offlineEvaluator,
  evaluationsPerWrite: WRITE_BATCH_SIZE,
});

/** Everything on `tx`, offline: no model call (network latency, cost) may hold a transaction open. */
export const transactionScope = (tx: Tx): EngineScope => ({
  q: tx,
  write: (work) => work(tx),
  evaluator: offlineEvaluator,
  evaluationsPerWrite: Number.POSITIVE_INFINITY,
  stepAside: async () => false,
});
