import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";

const refId = z.string().min(1).max(100);

export { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES } from "./limits";

export const DOWNLOAD_URL_LIFETIME_SECONDS = 3600;
export const MAX_NAME_LENGTH = 500;

export const DocumentSchema = z
  .object({
    id: z.string().openapi({ example: "cbvdoc_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    name: z.string().openapi({ description: "Display name (defaults to the uploaded file's name)." }),
    extension: z.string().openapi({ description: "Normalized, no leading dot.", example: "pdf" }),
    size: z.number().int().openapi({ description: "Bytes." }),
    document_type: z
      .string()
      .nullable()
      .openapi({ description: "A slug of GET /v1/document_types; null until classified." }),
    status: z
      .string()
      .nullable()
      .openapi({ description: "created, analyzing, complete or failed.", example: "complete" }),
    status_reason: z.string().nullable().openapi({
      description:
        "Why the status is failed, in words for the analyst (for example the file could not be read, or text extraction went past a time or memory limit); null otherwise. Not in the spec's document object.",
    }),
    service_ids: z.array(z.string()),
    assessment_ids: z.array(z.string()),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Document");

export const DocumentIdParam = z.object({
  document_id: z
    .string()
    .openapi({ param: { name: "document_id", in: "path" }, example: "cbvdoc_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const DocumentListQuery = z.object({
  vendor_id: refId.optional(),
  service_id: refId.optional(),
  assessment_id: refId.optional(),
  ...paginationQuery(),
});
export type DocumentListFilters = z.infer<typeof DocumentListQuery>;

export const DocumentListSchema = pageEnvelope("data", DocumentSchema).openapi("DocumentList");

/** The upload's text parts, checked once the multipart body has been read. */
export const UploadFields = z.object({
  vendor_id: refId,
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH).optional(),
  document_type: z.string().min(1).max(100).optional(),
  service_ids: z.array(refId).max(500).default([]),
  assessment_ids: z.array(refId).max(500).default([]),
});
export type UploadFieldsInput = z.infer<typeof UploadFields>;

/** OpenAPI description of the multipart body (parsed by the streaming reader, not a validator). */
export const uploadBodyDoc = {
  type: "object" as const,
  required: ["file", "vendor_id"],
  properties: {
    file: { type: "string" as const, format: "binary", description: "At most 100 MiB; extension from the allowlist." },
    vendor_id: { type: "string" as const },
    service_ids: {
      type: "array" as const,
      items: { type: "string" as const },
      description: "Repeat the part per service.",
    },
    assessment_ids: {
      type: "array" as const,
      items: { type: "string" as const },
      description: "Repeat the part per assessment.",
    },
    document_type: { type: "string" as const, description: "A slug; omitted means inferred from the content." },
    name: { type: "string" as const, description: "Defaults to the file name." },
  },
};

export const UpdateDocumentBody = z
  .object({
    name: z.string().trim().min(1).max(MAX_NAME_LENGTH).optional(),
    document_type: z
      .string()
      .min(1)
      .max(100)
      .nullable()
      .optional()
      .openapi({ description: "A slug; null clears it and lets the classifier infer the type again." }),
    service_ids: z.array(refId).max(500).optional().openapi({ description: "Replaces the set; [] clears." }),
    assessment_ids: z.array(refId).max(500).optional().openapi({ description: "Replaces the set; [] clears." }),
  })
  .openapi("UpdateDocument");
export type UpdateDocumentInput = z.infer<typeof UpdateDocumentBody>;

export const ArchivedDocumentSchema = z
  .object({ id: z.string(), is_archived: z.boolean(), archived_at: timestamp })
  .openapi("ArchivedDocument");

export const DownloadSchema = z
  .object({
    url: z.string().openapi({ description: "Presigned; plain GET, no Authorization header." }),
    filename: z.string(),
    expires_in: z.number().int().openapi({ example: DOWNLOAD_URL_LIFETIME_SECONDS }),
  })
  .openapi("DocumentDownload");
