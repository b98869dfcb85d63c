import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { documentsOfAssessment } from "@/lib/modules/documents/for-assessments";
import { moveStatus } from "../lifecycle";
import type { AssessmentStatus } from "../schemas";
import { type AssessmentRow, assessments } from "../tables";
import { analyzeControls, type StepAside } from "./analyze";

const PROCESSING = new Set(["created", "analyzing"]);
/** Statuses the engine moves on from; the others wait for a person (review, approval) or are final. */
const ENGINE_STATUSES = new Set<AssessmentStatus>([
  "created",
  "collecting_documents",
  "indexing_supporting_documents",
  "analyzing_questionnaire",
]);

async function load(orgId: string, assessmentId: string): Promise<AssessmentRow | undefined> {
  const [row] = await db()
    .select()
    .from(assessments)
    .where(and(eq(assessments.orgId, orgId), eq(assessments.id, assessmentId)));
  return row;
}

const move = (row: AssessmentRow, to: AssessmentStatus, changes: Partial<AssessmentRow> = {}) =>
  db().transaction((tx) => moveStatus(tx, row, to, changes));

/**
 * One step of the state machine (docs/api-notes.md "Assessments and the assessment engine").
 * Returns false when the assessment waits (for documents, a person, or nothing: it is final).
 */
async function step(row: AssessmentRow, stepAside: StepAside): Promise<boolean | "yielded"> {
  switch (row.status as AssessmentStatus) {
    case "created":
      await move(row, "collecting_documents", { initiatedAt: new Date() });
      return true;
    case "collecting_documents": {
      const documents = await documentsOfAssessment(db(), row.orgId, row.id, row.supportingDocumentIds);
      if (documents.length === 0) {
        return false;
      }
      await move(row, "indexing_supporting_documents");
      return true;
    }
    case "indexing_supporting_documents": {
      const documents = await documentsOfAssessment(db(), row.orgId, row.id, row.supportingDocumentIds);
      if (documents.length === 0) {
        await move(row, "collecting_documents");
        return true;
      }
      if (documents.some((document) => PROCESSING.has(document.status))) {
        return false;
      }
      if (!documents.some((document) => document.text?.trim())) {
        const why = documents
          .map((document) => `${document.name}: ${document.statusReason ?? "no text could be extracted"}`)
          .join("; ");
        await move(row, "failed", { statusReason: `None of the documents has readable text (${why}).` });
        return false;
      }
      await move(row, "analyzing_questionnaire");
      return true;
    }
    case "analyzing_questionnaire":
      return (await analyzeControls(row, stepAside)) === "yielded" ? "yielded" : true;
    default:
      return false;
  }
}

/**
 * Moves the assessment as far as it can go now; safe to run twice at once (every move is
 * conditional). `stepAside` is asked before each control's evaluation: when another job is
 * advancing the same assessment this one stops and answers "yielded".
 */
export async function advanceAssessment(
  orgId: string,
  assessmentId: string,
  stepAside: StepAside = async () => false,
): Promise<"waiting" | "yielded"> {
  for (let moves = 0; moves < 20; moves += 1) {
    const row = await load(orgId, assessmentId);
    if (!row || row.isArchived || !ENGINE_STATUSES.has(row.status as AssessmentStatus)) {
      return "waiting";
    }
    const moved = await step(row, stepAside);
    if (moved !== true) {
      return moved === "yielded" ? "yielded" : "waiting";
    }
  }
  return "waiting";
}

/** Ends an assessment the engine could not finish. */
export async function failAssessment(orgId: string, assessmentId: string, reason: string): Promise<void> {
  const row = await load(orgId, assessmentId);
  if (row && !row.isArchived && ENGINE_STATUSES.has(row.status as AssessmentStatus)) {
    await move(row, "failed", { statusReason: reason });
  }
}
