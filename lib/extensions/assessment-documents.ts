import type { Queryable } from "@/lib/db/client";

export type AssessmentDocumentsListener = (q: Queryable, orgId: string, assessmentIds: string[]) => Promise<void>;

/**
 * Filled from the module list at startup (registerModules): the assessments module listens here,
 * called by the documents module in the transaction that finished a document's processing or linked
 * it to assessments, with the assessments concerned.
 */
const listeners: AssessmentDocumentsListener[] = [];

export function onAssessmentDocumentsChanged(listener: AssessmentDocumentsListener): void {
  listeners.push(listener);
}

export function clearAssessmentDocumentsListeners(): void {
  listeners.length = 0;
}

export async function notifyAssessmentDocumentsChanged(q: Queryable, orgId: string, assessmentIds: string[]) {
  if (assessmentIds.length === 0) {
    return;
  }
  for (const listener of listeners) {
    await listener(q, orgId, assessmentIds);
  }
}
