import { z } from "@hono/zod-openapi";
import { optionalQueryBoolean, pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";

const refId = z.string().min(1).max(100);

export const FindingSchema = z
  .object({
    id: z.string().openapi({ example: "cbtask_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    public_idx: z.string().nullable(),
    vendor_id: z.string().nullable(),
    assessment_id: z.string().nullable(),
    finding_status_id: z.string().nullable(),
    due_date: timestamp.nullable(),
    is_archived: z.boolean(),
    title: z.string().openapi({ description: "Extension: the title given on create." }),
    body: z.string().nullable().openapi({ description: "Extension: the body given on create." }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Finding");

export const FindingIdParam = z.object({
  finding_id: z
    .string()
    .openapi({ param: { name: "finding_id", in: "path" }, example: "cbtask_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const FindingListQuery = z.object({
  vendor_id: refId.optional(),
  assessment_id: refId.optional(),
  finding_status_id: refId
    .optional()
    .openapi({ description: "Extension: only findings with this status (a cbst_ ID; unknown matches nothing)." }),
  is_archived: optionalQueryBoolean().openapi({
    description: "Extension: true lists only archived findings, false only active ones; omitted lists both.",
  }),
  ...paginationQuery(),
});
export type FindingListFilters = z.infer<typeof FindingListQuery>;

export const FindingListSchema = pageEnvelope("items", FindingSchema).openapi("FindingList");

export const CreateFindingBody = z
  .object({
    title: z.string().min(1).max(500),
    body: z.string().max(20_000).nullish(),
    vendor_id: refId.nullish(),
    assessment_id: refId.nullish(),
    finding_status_id: refId.nullish().openapi({ description: "A cbst_ ID from GET /v1/statuses?entity=finding." }),
    due_date: timestamp.nullish(),
  })
  .refine((body) => (body.vendor_id ? 1 : 0) + (body.assessment_id ? 1 : 0) === 1, {
    message: "Exactly one of vendor_id or assessment_id is required.",
    path: ["vendor_id"],
  })
  .openapi("CreateFinding");
export type CreateFindingInput = z.infer<typeof CreateFindingBody>;

export const UpdateFindingBody = z
  .object({
    finding_status_id: refId.nullish().openapi({ description: "null clears the status." }),
    due_date: timestamp.nullish().openapi({ description: "null clears the due date." }),
    is_archived: z.boolean().optional().openapi({ description: "true archives, false restores." }),
  })
  .openapi("UpdateFinding");
export type UpdateFindingInput = z.infer<typeof UpdateFindingBody>;
