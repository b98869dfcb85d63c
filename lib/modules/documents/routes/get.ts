import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { db } from "@/lib/db/client";
import { DocumentIdParam, DocumentSchema } from "../schemas";
import { serializeDocument } from "../serialize";
import { findDocumentInOrg } from "../service";

const route = createRoute({
  method: "get",
  path: "/v1/documents/{document_id}",
  tags: ["Documents"],
  operationId: "getDocument",
  summary: "Get a document",
  description: "Archived documents stay readable here (they leave list results only).",
  request: { params: DocumentIdParam },
  responses: {
    200: json(DocumentSchema, "The document."),
    ...errorResponses({ 404: "document_not_found" }),
    ...commonErrors,
  },
});

export function registerGetDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { orgId } = c.get("principal");
    return c.json(serializeDocument(await findDocumentInOrg(db(), orgId, c.req.valid("param").document_id)), 200);
  });
}
