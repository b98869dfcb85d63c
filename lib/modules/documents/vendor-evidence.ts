import type { ChangeContext } from "@/lib/audit/changes";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { commitBlob, deleteBlob, discardTemp } from "@/lib/storage/blobs";
import { insertDocument } from "./service";
import { receiveUpload } from "./upload";

/**
 * A file a vendor sends through a request it was sent (the vendor portal): the same streaming reader,
 * limits, allowlist and classification as POST /v1/documents, kept as a document of that vendor.
 * `record` runs in the document's transaction (the caller links the document to what it answers).
 */
export async function receiveVendorEvidence(
  request: Request,
  target: { orgId: string; vendorId: string; actor: ChangeContext["actor"]; requestId?: string | null },
  record: (tx: ChangeContext["tx"], document: { id: string; name: string }) => Promise<void>,
): Promise<{ id: string; name: string; size: number }> {
  const { fields, file } = await receiveUpload(request, {
    vendor_id: target.vendorId,
    service_ids: [],
    assessment_ids: [],
  });
  const documentId = newId("document");
  const storageKey = `documents/${target.orgId}/${documentId}`;
  let stored = false;
  try {
    await commitBlob(file.tempPath, storageKey);
    stored = true;
    return await db().transaction(async (tx) => {
      const ctx = { orgId: target.orgId, tx, actor: target.actor, requestId: target.requestId ?? null };
      const document = await insertDocument(
        ctx,
        { ...fields, document_type: undefined },
        { ...file, documentId, storageKey },
      );
      await record(tx, { id: document.id, name: document.name });
      return { id: document.id, name: document.name, size: file.size };
    });
  } catch (error) {
    if (stored) {
      await deleteBlob(storageKey);
    }
    throw error;
  } finally {
    await discardTemp(file.tempPath);
  }
}
