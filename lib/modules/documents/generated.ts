import { createHash } from "node:crypto";
import type { ServiceContext } from "@/lib/api/context";
import { deleteBlob, storeBlob } from "@/lib/storage/blobs";
import { newDocumentStorage } from "./document-intake";
import { extensionOf } from "./limits";
import type { UploadFieldsInput } from "./schemas";
import { insertDocument, type StoredUpload, validateUploadFields } from "./service";

/** A file the server produced itself (the sample portfolio's evidence), with the text it holds. */
export interface GeneratedFile {
  fileName: string;
  bytes: Uint8Array;
  contentType: string | null;
  /** What extraction would yield; null for formats without text (images). */
  text: string | null;
}

/**
 * Stores a generated file's bytes as an upload's would be stored. Needs no transaction, so callers
 * can store many files at once before inserting their documents; `discardStoredFile` undoes it.
 */
export async function storeGeneratedFile(orgId: string, file: GeneratedFile): Promise<StoredUpload> {
  const { documentId, storageKey } = newDocumentStorage(orgId);
  await storeBlob(storageKey, file.bytes);
  return {
    documentId,
    storageKey,
    fileName: file.fileName,
    extension: extensionOf(file.fileName),
    size: file.bytes.byteLength,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    contentType: file.contentType,
  };
}

export const discardStoredFile = (stored: StoredUpload) => deleteBlob(stored.storageKey);

/**
 * The document of a stored generated file: the upload's checks, then inserted complete with the
 * text the caller generated (no extraction job: there is nothing to discover).
 */
export async function createGeneratedDocument(
  ctx: ServiceContext,
  fields: UploadFieldsInput,
  stored: StoredUpload,
  text: string | null,
) {
  await validateUploadFields(ctx, fields);
  return insertDocument(ctx, fields, stored, { text });
}
