import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { respondIdempotently } from "@/lib/idempotency/respond";
import { newId } from "@/lib/ids";
import { commitBlob, deleteBlob, discardTemp } from "@/lib/storage/blobs";
import { DocumentSchema, uploadBodyDoc } from "../schemas";
import { insertDocument, validateUploadFields } from "../service";
import { receiveUpload } from "../upload";

const route = defineRoute({
  method: "post",
  path: "/v1/documents",
  tags: ["Documents"],
  operationId: "uploadDocument",
  summary: "Upload a document",
  description:
    "multipart/form-data, read as a stream (the file is never held whole in memory). Parts: file (required, at most 100 MiB, extension from the allowlist), vendor_id (required), service_ids and assessment_ids (repeat the part per ID), document_type (a slug; omitted means inferred from the content), name (defaults to the file name). Honors Idempotency-Key. Classification runs in the background: status created → analyzing → complete or failed.",
  request: {
    // A plain schema object, not zod: the streaming reader parses the body, no validator buffers it.
    body: { content: { "multipart/form-data": { schema: uploadBodyDoc } }, required: true },
  },
  access: anyCredential,
  responses: {
    201: json(DocumentSchema, "The new document (status created)."),
    ...errorsFor({
      unsupported_file_type: "extension not in the allowlist.",
      vendor_not_found: true,
      service_not_found: "not one of the vendor's services.",
      assessment_not_found: true,
      file_too_large: "the file is over 100 MiB; nothing is stored.",
    }),
    ...commonErrors,
  },
});

export function registerUploadDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { fields, file } = await receiveUpload(c.req.raw);
    const documentId = newId("document");
    const storageKey = `documents/${c.get("principal").orgId}/${documentId}`;
    let stored = false;
    try {
      const response = await respondIdempotently(c, async (ctx) => {
        await validateUploadFields(ctx, fields);
        await commitBlob(file.tempPath, storageKey);
        stored = true;
        const body = await insertDocument(ctx, fields, { ...file, documentId, storageKey });
        return { status: 201, body };
      });
      return response as never;
    } catch (error) {
      if (stored) {
        await deleteBlob(storageKey);
      }
      throw error;
    } finally {
      await discardTemp(file.tempPath);
    }
  });
}
