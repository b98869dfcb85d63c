import { z } from "@hono/zod-openapi";
import { optionalQueryBoolean, pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { queryTimestamp, timestamp } from "@/lib/api/timestamps";
import { FINDING_COMMENT_MAX_LENGTH, FINDING_SEVERITIES } from "@/lib/contract/findings";

const refId = z.string().min(1).max(100);
const severity = z.enum(FINDING_SEVERITIES);

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
    severity: severity
      .nullable()
      .openapi({ description: "Extension: critical, high, medium or low; null when not set." }),
    owner_id: z
      .string()
      .nullable()
      .openapi({ description: "Extension: the organization's user (cbuser_) who answers for the finding." }),
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
  open: optionalQueryBoolean().optional().openapi({
    description:
      "Extension: true lists only open findings (not archived, and without a status or in one whose name does not close it: not Resolved, Risk accepted, Accepted, Closed, Done or Remediated), false only the others. The dashboard counts open findings by the same rule.",
  }),
  severity: severity.optional().openapi({ description: "Extension: only findings of this severity." }),
  owner_id: refId
    .optional()
    .openapi({ description: "Extension: only findings this user (cbuser_) owns; an unknown ID matches nothing." }),
  due_before: queryTimestamp()
    .optional()
    .openapi({ description: "Extension: only findings with a due date before this time (Unix seconds)." }),
  due_after: queryTimestamp()
    .optional()
    .openapi({ description: "Extension: only findings with a due date at or after this time (Unix seconds)." }),
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
    severity: severity.nullish().openapi({ description: "Extension: critical, high, medium or low." }),
    owner_id: refId.nullish().openapi({ description: "Extension: a cbuser_ ID of the organization." }),
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
    severity: severity.nullish().openapi({ description: "Extension: null clears the severity." }),
    owner_id: refId
      .nullish()
      .openapi({ description: "Extension: a cbuser_ ID of the organization; null leaves it without an owner." }),
  })
  .openapi("UpdateFinding");
export type UpdateFindingInput = z.infer<typeof UpdateFindingBody>;

export const FindingCommentSchema = z
  .object({
    id: z.string().openapi({ example: "cbfcmt_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    finding_id: z.string(),
    body: z.string(),
    author: z
      .object({
        type: z.enum(["user", "api_key", "system"]),
        id: z.string().nullable(),
        name: z.string().nullable(),
      })
      .openapi({ description: "Who wrote it: a user (by name), an API key (by its name) or the system." }),
    created_at: timestamp,
  })
  .openapi("FindingComment");

export const FindingCommentListSchema = pageEnvelope("items", FindingCommentSchema).openapi("FindingCommentList");

export const FindingCommentListQuery = z.object({ ...paginationQuery() });

export const CreateFindingCommentBody = z
  .object({
    body: z
      .string()
      .max(FINDING_COMMENT_MAX_LENGTH)
      .refine((text) => text.trim().length > 0, { message: "The comment must not be empty." }),
  })
  .openapi("CreateFindingComment");
export type CreateFindingCommentInput = z.infer<typeof CreateFindingCommentBody>;

export const FindingEvidenceSchema = z
  .object({
    control: z
      .object({ id: z.string(), ref: z.string(), title: z.string(), description: z.string() })
      .nullable()
      .openapi({ description: "The control whose evaluation raised the finding; null for a finding raised by hand." }),
    result: z
      .string()
      .nullable()
      .openapi({ description: "The evaluation's result: not_met, partially_met or no_evidence." }),
    rationale: z.string().nullable(),
    evidence: z
      .array(z.object({ document_id: z.string(), document_name: z.string(), quote: z.string() }))
      .openapi({ description: "The quoted passages the evaluation relied on, each with its document." }),
    assessment: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .openapi("FindingEvidence");
export type FindingEvidence = z.infer<typeof FindingEvidenceSchema>;
