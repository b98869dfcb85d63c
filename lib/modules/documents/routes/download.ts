import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { db } from "@/lib/db/client";
import { DocumentIdParam, DownloadSchema } from "../schemas";
import { documentDownload } from "../service";

const route = createRoute({
  method: "get",
  path: "/v1/documents/{document_id}/download",
  tags: ["Documents"],
  operationId: "downloadDocument",
  summary: "Get a presigned download URL",
  description:
    "url is valid for expires_in (3600) seconds and is fetched with a plain GET and no Authorization header; it serves the original bytes as an attachment named filename. An archived document is not downloadable: this call and URLs issued before the archive answer 404.",
  request: { params: DocumentIdParam },
  responses: {
    200: json(DownloadSchema, "The presigned URL."),
    ...errorResponses({
      404: "document_not_found: also once the document is archived.",
      409: "document_not_ready: no stored file yet.",
    }),
    ...commonErrors,
  },
});

export function registerDownloadDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { orgId } = c.get("principal");
    return c.json(await documentDownload(db(), orgId, c.req.valid("param").document_id), 200);
  });
}
