import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { DocumentListQuery, DocumentListSchema } from "../schemas";
import { listDocuments } from "../service";

const route = createRoute({
  method: "get",
  path: "/v1/documents",
  tags: ["Documents"],
  operationId: "listDocuments",
  summary: "List documents",
  description:
    "Newest first; archived documents are never listed. An unknown vendor_id or assessment_id filter is a 404; an unknown service_id matches nothing.",
  request: { query: DocumentListQuery },
  responses: {
    200: json(DocumentListSchema, "A page of documents."),
    ...errorResponses({ 404: "vendor_not_found, assessment_not_found (the filter names no record of the org)." }),
    ...commonErrors,
  },
});

export function registerListDocuments(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listDocuments(readContext(c), c.req.valid("query")), 200));
}
