import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { systemActor } from "@/lib/audit/changes";
import { db, type Tx } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { notifyAssessmentDocumentsChanged } from "@/lib/extensions/assessment-documents";
import { defineJob } from "@/lib/jobs";
import { documentTypeSlugs } from "@/lib/modules/taxonomy";
import { blobSize, readBlob } from "@/lib/storage/blobs";
import { recordDocumentChange } from "./change-log";
import { classifyDocument } from "./classify";
import { EXTRACTABLE_EXTENSIONS, MAX_PLAIN_TEXT_BYTES, PLAIN_TEXT_EXTENSIONS } from "./extract";
import { ExtractionStopped, extractionPool, transferableBytes } from "./extraction-pool";
import { type DocumentRow, documents } from "./tables";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Moves the document to a processing status in `tx` (its row locked first, so the entry's before is
 * exact) with the change log entry of the job, actor "system". Returns the updated row, if any.
 */
async function moveDocument(
  tx: Tx,
  orgId: string,
  documentId: string,
  action: string,
  changes: PgUpdateSetSource<typeof documents>,
): Promise<DocumentRow | undefined> {
  const byId = inOrg(documents, orgId, eq(documents.id, documentId));
  const [before] = await tx.select().from(documents).where(byId).for("update");
  if (!before) {
    return undefined;
  }
  const [after] = await tx
    .update(documents)
    .set({ ...changes, updatedAt: new Date() })
    .where(byId)
    .returning();
  if (after) {
    await recordDocumentChange({ tx, orgId, actor: systemActor }, action, before, after);
  }
  return after;
}

async function fail(orgId: string, documentId: string, reason: string): Promise<void> {
  await db().transaction(async (tx) => {
    const row = await moveDocument(tx, orgId, documentId, "failed", { status: "failed", statusReason: reason });
    if (row) {
      await notifyAssessmentDocumentsChanged(tx, row.orgId, row.assessmentIds);
    }
  });
}

/**
 * created → analyzing → complete (text extracted, type inferred unless a person gave one) or
 * failed (status_reason says why: the stored file is missing or cannot be read, or reading it went
 * past a limit of ./extraction-pool). A format without an extractor completes with no text. The file
 * is read and classified on a pool thread, never on this one.
 */
export async function classifyStoredDocument(orgId: string, documentId: string): Promise<void> {
  const row = await db().transaction((tx) =>
    moveDocument(tx, orgId, documentId, "status_changed", { status: "analyzing", statusReason: null }),
  );
  if (!row) {
    return;
  }
  if (!row.storageKey || (await blobSize(row.storageKey)) === null) {
    await fail(orgId, documentId, "The stored file is missing.");
    return;
  }
  const allowed = new Set(await documentTypeSlugs(db(), orgId));
  let text: string | null = null;
  let inferred: string;
  if (EXTRACTABLE_EXTENSIONS.has(row.extension)) {
    try {
      const maxBytes = PLAIN_TEXT_EXTENSIONS.has(row.extension) ? MAX_PLAIN_TEXT_BYTES : undefined;
      const bytes = await readBlob(row.storageKey, maxBytes);
      const result = await extractionPool().run({
        extension: row.extension,
        bytes: transferableBytes(bytes),
        fileName: row.fileName,
        allowedTypes: [...allowed],
      });
      text = result.text;
      inferred = result.documentType;
    } catch (error) {
      await fail(
        orgId,
        documentId,
        error instanceof ExtractionStopped
          ? error.reason
          : `Text could not be extracted from the ${row.extension.toUpperCase()} file: ${errorText(error)}`,
      );
      return;
    }
  } else {
    inferred = classifyDocument(null, row.fileName, allowed);
  }
  const inferredType = allowed.has(inferred) ? inferred : null;
  // A type a person set meanwhile (PATCH) wins over the inferred one.
  await db().transaction(async (tx) => {
    const done = await moveDocument(tx, orgId, documentId, "completed", {
      status: "complete",
      statusReason: null,
      extractedText: text,
      documentType: sql`CASE WHEN ${documents.documentTypeGiven} THEN ${documents.documentType} ELSE ${inferredType} END`,
    });
    await notifyAssessmentDocumentsChanged(tx, orgId, done?.assessmentIds ?? []);
  });
}

export const classifyDocumentJob = defineJob<{ document_id: string }>({
  type: "documents.classify",
  // Extraction failures end as status failed; attempts beyond the first only follow a crashed worker.
  maxAttempts: 3,
  retryDelaySeconds: () => 5,
  // Extraction holds the whole file (up to 100 MiB) and a pool thread: a few at a time per worker.
  maxConcurrent: 4,
  async handle(payload, context) {
    if (context.orgId) {
      await classifyStoredDocument(context.orgId, payload.document_id);
    }
  },
});
