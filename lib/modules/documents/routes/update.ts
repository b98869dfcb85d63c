import { anyCredential } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { DocumentIdParam, DocumentSchema, UpdateDocumentBody } from "../schemas";
import { findDocumentInOrg, updateDocument } from "../service";
import { documentTypeErrors } from "./errors";

export const requireDocumentInOrg = requireInOrg("document_id", findDocumentInOrg);

const route = defineRoute({
  method: "patch",
  path: "/v1/documents/{document_id}",
  tags: ["Documents"],
  operationId: "updateDocument",
  summary: "Update a document",
  description:
    "Only supplied fields change; a supplied service_ids or assessment_ids list replaces the set ([] clears). A document_type given here is never overridden by the classifier; null clears it and re-runs classification. Idempotency-Key is not honored.",
  request: {
    params: DocumentIdParam,
    body: { content: { "application/json": { schema: UpdateDocumentBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireDocumentInOrg] as const,
  responses: {
    200: json(DocumentSchema, "The updated document."),
    ...errorsFor({
      document_not_found: true,
      service_not_found: "not one of the vendor's services.",
      assessment_not_found: true,
    }),
    ...commonErrors,
    ...documentTypeErrors,
  },
});

export function registerUpdateDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { document_id: documentId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateDocument(ctx, { documentId, body: input })), 200);
  });
}
