import type { Tx } from "@/lib/db/client";
import { advanceInScope } from "./advance";
import { offlineScope, transactionScope } from "./scope";

/**
 * Runs the engine on an assessment inside the caller's transaction, as far as it can go now (its
 * documents' text must already be extracted), with the offline evaluator: the same status moves,
 * evaluations, score and findings as the worker's, committed with the caller's change. For records
 * created and analysed at once, such as the sample portfolio at signup.
 */
export async function advanceAssessmentInTransaction(tx: Tx, orgId: string, assessmentId: string): Promise<void> {
  await advanceInScope(transactionScope(tx), orgId, assessmentId);
}

/**
 * The same offline analysis with each write in a short transaction of its own (a batch of
 * evaluations at most), for an assessment created without waking the engine's job
 * (createAssessment's `wakeEngine: false`): the sample portfolio at signup.
 */
export async function advanceAssessmentOffline(orgId: string, assessmentId: string): Promise<void> {
  await advanceInScope(offlineScope(), orgId, assessmentId);
}
