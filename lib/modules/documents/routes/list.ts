import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { DocumentListQuery, DocumentListSchema } from "../schemas";
import { listDocuments } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/documents",
  tags: ["Documents"],
  operationId: "listDocuments",
  summary: "List documents",
  description:
    "Newest first; archived documents are never listed. An unknown vendor_id or assessment_id filter is a 404; an unknown service_id matches nothing.",
  request: { query: DocumentListQuery },
  access: anyCredential,
  responses: {
    200: json(DocumentListSchema, "A page of documents."),
    ...errorsFor({
      vendor_not_found: "the filter names no vendor of the organization.",
      assessment_not_found: "the filter names no assessment of the organization.",
    }),
    ...commonErrors,
  },
});

export function registerListDocuments(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listDocuments(readContext(c), c.req.valid("query")), 200));
}
