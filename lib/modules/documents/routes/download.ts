import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { DocumentIdParam, DownloadSchema } from "../schemas";
import { documentDownload } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/documents/{document_id}/download",
  tags: ["Documents"],
  operationId: "downloadDocument",
  summary: "Get a presigned download URL",
  description:
    "url is valid for expires_in (3600) seconds and is fetched with a plain GET and no Authorization header; it serves the original bytes as an attachment named filename. An archived document is not downloadable: this call and URLs issued before the archive answer 404.",
  request: { params: DocumentIdParam },
  access: anyCredential,
  responses: {
    200: json(DownloadSchema, "The presigned URL."),
    ...errorsFor({
      document_not_found: "also once the document is archived.",
      document_not_ready: "no stored file yet.",
    }),
    ...commonErrors,
  },
});

export function registerDownloadDocument(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await documentDownload(tx, orgId, c.req.valid("param").document_id), 200);
  });
}
