import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ArchivedDocumentSchema, DocumentIdParam } from "../schemas";
import { archiveDocument } from "../service";

const route = defineRoute({
  method: "delete",
  path: "/v1/documents/{document_id}",
  tags: ["Documents"],
  operationId: "archiveDocument",
  summary: "Archive a document",
  description: "Archived documents leave list results. A repeat call returns the same envelope.",
  request: { params: DocumentIdParam },
  access: anyCredential,
  responses: {
    200: json(ArchivedDocumentSchema, "The archived document."),
    ...errorsFor({ document_not_found: true }),
    ...commonErrors,
  },
});

export function registerArchiveDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { document_id: documentId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => archiveDocument(ctx, documentId)), 200);
  });
}
