import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { respondIdempotently } from "@/lib/idempotency/respond";
import { receiveDocumentUpload } from "../document-intake";
import { DocumentSchema, uploadBodyDoc } from "../schemas";
import { validateUploadFields } from "../service";
import { documentTypeErrors } from "./errors";

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
    ...documentTypeErrors,
  },
});

export function registerUploadDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const response = await receiveDocumentUpload(c.req.raw, c.get("principal").orgId, {}, (upload) =>
      respondIdempotently(c, async (ctx) => {
        await validateUploadFields(ctx, upload.fields);
        return { status: 201, body: await upload.insertDocument(ctx) };
      }),
    );
    return response as never;
  });
}
