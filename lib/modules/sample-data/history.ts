import type { DatedRow } from "@/lib/db/backdate";
import type { Tx } from "@/lib/db/client";
import { type AssessmentDates, backdateAssessment } from "@/lib/modules/assessments";
import { backdateDocuments } from "@/lib/modules/documents";
import { backdateFindings, backdateFindingsOfAssessment } from "@/lib/modules/findings";
import { backdateObligations } from "@/lib/modules/obligations";

/**
 * The sample program's past: documents received, assessments run and approved, findings raised
 * weeks or months before signup, so lists, ages and the dashboard's charts look lived in. No
 * service sets creation times, so each owning module offers a backdating function for its records
 * (as radar does for its events); domain events and the audit log keep their real times.
 */
export interface SampleHistory {
  documents: Dated[];
  obligations: Dated[];
  findings: Dated[];
  assessments: AssessmentDates[];
}

export type Dated = DatedRow;
export type { AssessmentDates };

export const newHistory = (): SampleHistory => ({ documents: [], obligations: [], findings: [], assessments: [] });

/** The dates of the program's documents, obligations and hand-raised findings (one statement each). */
export async function writeSampleHistory(tx: Tx, orgId: string, history: SampleHistory): Promise<void> {
  await backdateDocuments(tx, orgId, history.documents);
  await backdateObligations(tx, orgId, history.obligations);
  await backdateFindings(tx, orgId, history.findings);
}

/** The dates of one assessment, its evaluations and the findings its analysis raised. */
export async function writeAssessmentHistory(tx: Tx, orgId: string, dates: AssessmentDates): Promise<void> {
  await backdateAssessment(tx, orgId, dates);
  await backdateFindingsOfAssessment(tx, orgId, dates.id, dates.analysedAt);
}
