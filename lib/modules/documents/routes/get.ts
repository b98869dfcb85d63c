import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { DocumentIdParam, DocumentSchema } from "../schemas";
import { serializeDocument } from "../serialize";
import { findDocumentInOrg } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/documents/{document_id}",
  tags: ["Documents"],
  operationId: "getDocument",
  summary: "Get a document",
  description: "Archived documents stay readable here (they leave list results only).",
  request: { params: DocumentIdParam },
  access: anyCredential,
  responses: {
    200: json(DocumentSchema, "The document."),
    ...errorsFor({ document_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(serializeDocument(await findDocumentInOrg(tx, orgId, c.req.valid("param").document_id)), 200);
  });
}
