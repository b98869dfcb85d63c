import { z } from "@hono/zod-openapi";
import { recordWriters } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { MAX_UPLOAD_BYTES } from "@/lib/contract/document-limits";
import { createUploadTicket, UPLOAD_URL_LIFETIME_SECONDS } from "../service";

const UploadableUrlQuery = z.object({
  filename: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .openapi({ description: "The file's name (its last path segment is kept)." }),
  content_type: z.string().trim().min(1).max(255).optional(),
});

const UploadTicketSchema = z
  .object({
    upload_url: z.string().openapi({
      description:
        "PUT the file's bytes here, without an Authorization header, before it expires (S3's presigned PUT when the " +
        `server keeps files in S3, else this server's signed address). At most ${MAX_UPLOAD_BYTES} bytes.`,
    }),
    s3_url: z.string().openapi({ description: "The address to pass as s3_url when creating the record (a BOM)." }),
    expires_in: z
      .number()
      .int()
      .openapi({ description: `Seconds upload_url stays valid (${UPLOAD_URL_LIFETIME_SECONDS}).` }),
  })
  .openapi("UploadableUrl");

const route = defineRoute({
  method: "get",
  path: "/v1/file/uploadable_url",
  tags: ["Files"],
  operationId: "getUploadableUrl",
  summary: "Get an address to upload a file to",
  description:
    "Step one of a BOM upload: PUT the bytes to upload_url, then POST /v1/bill_of_materials with s3_url and the size. " +
    "Each address takes one file and is used by one record.",
  request: { query: UploadableUrlQuery },
  access: recordWriters,
  responses: { 200: json(UploadTicketSchema, "Where to upload."), ...commonErrors },
});

export function registerUploadableUrl(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await createUploadTicket(tx, orgId, c.req.valid("query")), 200);
  });
}
