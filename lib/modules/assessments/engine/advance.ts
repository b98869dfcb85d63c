import { eq } from "drizzle-orm";
import { systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { documentsOfAssessment } from "@/lib/modules/documents";
import { moveStatus } from "../lifecycle";
import type { AssessmentStatus } from "../schemas";
import { type AssessmentRow, assessments } from "../tables";
import { analyzeControls } from "./analyze";
import { type EngineScope, workerScope } from "./scope";

const PROCESSING = new Set(["created", "analyzing"]);
/** Statuses the engine moves on from; the others wait for a person (review, approval) or are final. */
const ENGINE_STATUSES = new Set<AssessmentStatus>([
  "created",
  "collecting_documents",
  "indexing_supporting_documents",
  "analyzing_questionnaire",
]);

async function load(q: Queryable, orgId: string, assessmentId: string): Promise<AssessmentRow | undefined> {
  const [row] = await q
    .select()
    .from(assessments)
    .where(inOrg(assessments, orgId, eq(assessments.id, assessmentId)));
  return row;
}

const move = (scope: EngineScope, row: AssessmentRow, to: AssessmentStatus, changes: Partial<AssessmentRow> = {}) =>
  scope.write((tx) => moveStatus({ tx, orgId: row.orgId, actor: systemActor }, row, to, changes));

/**
 * One step of the state machine (docs/api-notes.md "Assessments and the assessment engine").
 * Returns false when the assessment waits (for documents, a person, or nothing: it is final).
 */
async function step(scope: EngineScope, row: AssessmentRow): Promise<boolean | "yielded"> {
  switch (row.status as AssessmentStatus) {
    case "created":
      await move(scope, row, "collecting_documents", { initiatedAt: new Date() });
      return true;
    case "collecting_documents": {
      const documents = await documentsOfAssessment(scope.q, row.orgId, row.id, row.supportingDocumentIds);
      if (documents.length === 0) {
        return false;
      }
      await move(scope, row, "indexing_supporting_documents");
      return true;
    }
    case "indexing_supporting_documents": {
      const documents = await documentsOfAssessment(scope.q, row.orgId, row.id, row.supportingDocumentIds);
      if (documents.length === 0) {
        await move(scope, row, "collecting_documents");
        return true;
      }
      if (documents.some((document) => PROCESSING.has(document.status))) {
        return false;
      }
      if (!documents.some((document) => document.text?.trim())) {
        const why = documents
          .map((document) => `${document.name}: ${document.statusReason ?? "no text could be extracted"}`)
          .join("; ");
        await move(scope, row, "failed", { statusReason: `None of the documents has readable text (${why}).` });
        return false;
      }
      await move(scope, row, "analyzing_questionnaire");
      return true;
    }
    case "analyzing_questionnaire":
      return (await analyzeControls(scope, row)) === "yielded" ? "yielded" : true;
    default:
      return false;
  }
}

/**
 * Moves the assessment as far as it can go now, in `scope`; safe to run twice at once (every move
 * is conditional). "yielded" when it stopped because another job is advancing the same assessment.
 */
export async function advanceInScope(
  scope: EngineScope,
  orgId: string,
  assessmentId: string,
): Promise<"waiting" | "yielded"> {
  for (let moves = 0; moves < 20; moves += 1) {
    const row = await load(scope.q, orgId, assessmentId);
    if (!row || row.isArchived || row.isZeroTouch || !ENGINE_STATUSES.has(row.status as AssessmentStatus)) {
      return "waiting";
    }
    const moved = await step(scope, row);
    if (moved !== true) {
      return moved === "yielded" ? "yielded" : "waiting";
    }
  }
  return "waiting";
}

/** The worker's entry point: each move and evaluation commits on its own; `stepAside` as in EngineScope. */
export const advanceAssessment = (orgId: string, assessmentId: string, stepAside?: () => Promise<boolean>) =>
  advanceInScope(workerScope(stepAside), orgId, assessmentId);

/** Ends an assessment the engine could not finish. */
export async function failAssessment(orgId: string, assessmentId: string, reason: string): Promise<void> {
  const scope = workerScope();
  const row = await load(scope.q, orgId, assessmentId);
  if (row && !row.isArchived && ENGINE_STATUSES.has(row.status as AssessmentStatus)) {
    await move(scope, row, "failed", { statusReason: reason });
  }
}
