import { db } from "@/lib/db/client";
import { receiveDocumentUpload } from "@/lib/modules/documents";
import type { OpenRequest } from "./request";
import { assertMayAttach, attachDocument, vendorActor } from "./service";
import type { Visitor } from "./sign-in";

/**
 * A file a vendor sends as evidence for an answer: checked before its body is read, then kept by the
 * documents module's upload service (its limits, allowlist and classification) as a document of the
 * request's vendor, linked to the answer in the document's transaction.
 */
export async function receiveEvidence(
  body: Request,
  request: OpenRequest,
  visitor: Visitor,
  questionId: string,
  requestId: string | null,
): Promise<{ id: string; name: string; size: number }> {
  await assertMayAttach(request, visitor, questionId);
  const preset = { vendor_id: request.vendorId, service_ids: [], assessment_ids: [] };
  return receiveDocumentUpload(body, request.orgId, preset, async (upload) => {
    // Stored before the transaction, so a slow store (S3) does not hold it open.
    await upload.storeFile();
    return db().transaction(async (tx) => {
      const ctx = { orgId: request.orgId, tx, actor: vendorActor(visitor), requestId };
      // A vendor does not choose the document's type: the classification infers it.
      const document = await upload.insertDocument(ctx, { ...upload.fields, document_type: undefined });
      await attachDocument(tx, request, visitor, questionId, document.id);
      return { id: document.id, name: document.name, size: upload.size };
    });
  });
}
