import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ArchivedDocumentSchema, DocumentIdParam } from "../schemas";
import { archiveDocument } from "../service";

const route = createRoute({
  method: "delete",
  path: "/v1/documents/{document_id}",
  tags: ["Documents"],
  operationId: "archiveDocument",
  summary: "Archive a document",
  description: "Archived documents leave list results. A repeat call returns the same envelope.",
  request: { params: DocumentIdParam },
  responses: {
    200: json(ArchivedDocumentSchema, "The archived document."),
    ...errorResponses({ 404: "document_not_found" }),
    ...commonErrors,
  },
});

export function registerArchiveDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { document_id: documentId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => archiveDocument(ctx, documentId)), 200);
  });
}
