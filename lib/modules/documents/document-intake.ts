import type { ServiceContext } from "@/lib/api/context";
import type { ChangeContext } from "@/lib/audit/changes";
import { newId } from "@/lib/ids";
import { commitBlob, deleteBlob, discardTemp } from "@/lib/storage/blobs";
import type { UploadFieldsInput } from "./schemas";
import { insertDocument, type StoredUpload } from "./service";
import { receiveUpload } from "./upload";

/**
 * The one way a received file becomes a vendor document, for every module that takes files:
 * POST /v1/documents and a vendor's evidence through its portal send a multipart body
 * (`receiveDocumentUpload`), a bill of materials brings a file already stored by its upload
 * (`keepStoredFileAsDocument`).
 */

/** A new document's ID and the key its bytes are stored under. */
export function newDocumentStorage(orgId: string): { documentId: string; storageKey: string } {
  const documentId = newId("document");
  return { documentId, storageKey: `documents/${orgId}/${documentId}` };
}

export type KeptDocument = Awaited<ReturnType<typeof insertDocument>>;

/** A multipart upload on its way to becoming a vendor document (see `receiveDocumentUpload`). */
export interface DocumentUpload {
  /** The upload's fields, the caller's preset winning over the body's. */
  fields: UploadFieldsInput;
  /** The file's size in bytes. */
  size: number;
  /**
   * Stores the file's bytes under the new document's key; a second call does nothing. Call it before
   * the transaction to keep a slow store (S3) out of it; `insertDocument` stores them otherwise.
   */
  storeFile(): Promise<void>;
  /** Inserts the document of the stored bytes and queues its classification, in `ctx`'s transaction. */
  insertDocument(ctx: ChangeContext, fields?: UploadFieldsInput): Promise<KeptDocument>;
}

/**
 * Reads a multipart upload with the documents module's streaming reader (its limits, allowlist and
 * errors), then lets `keep` store the file and insert its document in a transaction of the caller's
 * (a plain or an idempotent one). Nothing is lost or left over: when `keep` throws (its transaction
 * rolled back), the stored bytes are deleted again, and the temporary file never outlives the call.
 */
export async function receiveDocumentUpload<T>(
  request: Request,
  orgId: string,
  /** Fields the caller decides (a vendor's upload through its portal names no vendor). */
  preset: Partial<UploadFieldsInput>,
  keep: (upload: DocumentUpload) => Promise<T>,
): Promise<T> {
  const { fields, file } = await receiveUpload(request, preset);
  const { documentId, storageKey } = newDocumentStorage(orgId);
  let stored = false;
  const storeFile = async () => {
    if (!stored) {
      await commitBlob(file.tempPath, storageKey);
      stored = true;
    }
  };
  try {
    return await keep({
      fields,
      size: file.size,
      storeFile,
      insertDocument: async (ctx, given = fields) => {
        await storeFile();
        return insertDocument(ctx, given, { ...file, documentId, storageKey });
      },
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

/**
 * Keeps a file another module already stored (a bill of materials' claimed upload) as a vendor
 * document: complete at once, never classified (its module reads it), in the caller's transaction.
 * The bytes stay where they are; if the transaction fails they remain the upload's, to be used again.
 */
export async function keepStoredFileAsDocument(
  ctx: ServiceContext,
  input: { vendorId: string; name: string; serviceIds: string[]; file: Omit<StoredUpload, "documentId"> },
): Promise<KeptDocument> {
  return insertDocument(
    ctx,
    { vendor_id: input.vendorId, name: input.name, service_ids: input.serviceIds, assessment_ids: [] },
    { ...input.file, documentId: newId("document") },
    { text: null },
  );
}
