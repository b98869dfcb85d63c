import { z } from "@hono/zod-openapi";
import { optionalQueryBoolean, pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { type EvaluationResult, verdicts } from "@/lib/evidence-matching";
import { CustomFieldEntrySchema } from "@/lib/modules/custom-fields";

export const assessmentStatuses = [
  "created",
  "collecting_documents",
  "indexing_supporting_documents",
  "analyzing_questionnaire",
  "review_evals",
  "complete",
  "failed",
  "canceled",
] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];

export const evaluationResults = verdicts;
export type { EvaluationResult };

const refId = z.string().min(1).max(100);
const refIds = (description: string) => z.array(refId).max(500).openapi({ description });

const AssessmentFields = {
  id: z.string().openapi({ example: "cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
  vendor_id: z.string(),
  name: z.string(),
  status: z.enum(assessmentStatuses),
  control_set_ids: z.array(z.string()),
  service_ids: z.array(z.string()),
  assignee_id: z.string().nullable(),
  score_percent: z
    .number()
    .nullable()
    .openapi({ description: "Weighted share of met controls, 0 to 1 (4 decimals); null until scored." }),
  findings_count: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "Active (unarchived) findings of the assessment." }),
  initiated_at: timestamp.nullable().openapi({ description: "When the engine started collecting documents." }),
  created_at: timestamp,
  updated_at: timestamp,
  supporting_document_ids: z.array(z.string()).openapi({ description: "Extension: the documents given on create." }),
  status_reason: z
    .string()
    .nullable()
    .openapi({ description: "Extension: why the engine failed, when status is failed." }),
  progress: z
    .object({ controls_evaluated: z.number().int(), controls_total: z.number().int() })
    .openapi({ description: "Extension: controls evaluated in the current analysis round, out of all." }),
  approved_at: timestamp.nullable().openapi({ description: "Extension: when a reviewer approved the evaluations." }),
  approved_by: z.string().nullable().openapi({ description: "Extension: the approving reviewer's cbuser_ ID." }),
  is_archived: z.boolean().openapi({ description: "Extension: true once archived (DELETE)." }),
  archived_at: timestamp.nullable().openapi({ description: "Extension: when it was archived." }),
  is_zero_touch: z.boolean().openapi({
    description: "Extension: true for a zero touch run (GET /v1/zero_touch_assessment/{id} has its result).",
  }),
};

/** The object as GET returns it: custom_fields present, no workflow_run_id. */
export const AssessmentSchema = z
  .object({ ...AssessmentFields, custom_fields: z.array(CustomFieldEntrySchema) })
  .openapi("Assessment");
export type Assessment = z.infer<typeof AssessmentSchema>;

/** The create response: workflow_run_id (the run started by trigger_workflow, else null). */
export const CreatedAssessmentSchema = z
  .object({ ...AssessmentFields, workflow_run_id: z.string().nullable() })
  .openapi("CreatedAssessment");

export const AssessmentSummarySchema = z
  .object({
    ...AssessmentFields,
    custom_fields: z
      .array(CustomFieldEntrySchema)
      .openapi({ description: "Filled only with include_custom_fields=true; [] otherwise." }),
  })
  .openapi("AssessmentSummary");

export const AssessmentListSchema = pageEnvelope("items", AssessmentSummarySchema).openapi("AssessmentList");

export const AssessmentIdParam = z.object({
  assessment_id: z
    .string()
    .openapi({ param: { name: "assessment_id", in: "path" }, example: "cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

const statusFilter = z
  .union([z.enum(assessmentStatuses), z.array(z.enum(assessmentStatuses))])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .openapi({ description: "Repeatable: assessments in any of these statuses." });

export const AssessmentListQuery = z.object({
  vendor_id: refId.optional(),
  assignee_id: refId.optional(),
  status: statusFilter,
  is_archived: optionalQueryBoolean().openapi({
    description: "true lists only archived assessments, false only active ones; omitted lists both.",
  }),
  include_custom_fields: queryBoolean(false),
  ...paginationQuery(),
});
export type AssessmentListFilters = z.infer<typeof AssessmentListQuery> & { is_zero_touch?: boolean };

const queryRule = z.discriminatedUnion("path", [
  z.object({ path: z.literal("is_zero_touch"), op: z.literal("eq"), value: z.boolean() }),
  z.object({ path: z.literal("is_archived"), op: z.literal("eq"), value: z.boolean() }),
  z.object({ path: z.literal("vendor_id"), op: z.literal("eq"), value: refId }),
  z.object({ path: z.literal("assignee_id"), op: z.literal("eq"), value: refId }),
  z.object({ path: z.literal("status"), op: z.literal("eq"), value: z.enum(assessmentStatuses) }),
]);

export const AssessmentQueryBody = z
  .object({
    rules: z.array(queryRule).max(20).default([]).openapi({
      description:
        "All rules must hold. is_zero_touch true: zero touch runs only; false: full assessments only; omitted: both.",
    }),
    limit: z.number().int().min(1).max(200).default(50),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .openapi("AssessmentQuery");
export type AssessmentQuery = z.infer<typeof AssessmentQueryBody>;

export const CreateAssessmentBody = z
  .object({
    vendor_id: refId,
    control_set_ids: refIds("cbctst_ IDs (GET /v1/control_sets); may be empty."),
    name: z.string().max(500).nullish(),
    assessment_name_format: z.string().max(500).nullish().openapi({
      description:
        "Template for the name when none is given: {vendor_name}, {date}, {year}, {quarter}, {month}, {control_sets}, {services}.",
      example: "{vendor_name} {year} {quarter} security review",
    }),
    service_ids: refIds("cbsvc_ IDs of the vendor's services.").nullish(),
    assignee_id: refId.nullish().openapi({ description: "A cbuser_ ID of this organization." }),
    trigger_workflow: z.string().min(1).max(200).nullish().openapi({ description: "Name of a workflow to run." }),
    supporting_document_ids: refIds("cbvdoc_ IDs of the vendor's documents, uploaded beforehand.").nullish(),
    risk_type: z.string().max(200).nullish().openapi({ description: "Accepted, not used (values unspecified)." }),
    doc_collection_mode: z.string().max(200).nullish().openapi({ description: "Accepted, not used." }),
    products: z.array(z.string().max(500)).max(500).nullish().openapi({ description: "Accepted, not used." }),
  })
  .openapi("CreateAssessment");
export type CreateAssessmentInput = z.infer<typeof CreateAssessmentBody>;

export const UpdateAssessmentBody = z
  .object({
    name: z.string().max(500).nullish().openapi({ description: "null or omitted leaves the name unchanged." }),
    assignee_id: refId.nullish().openapi({ description: "A cbuser_ ID of this organization; null unassigns." }),
  })
  .openapi("UpdateAssessment");
export type UpdateAssessmentInput = z.infer<typeof UpdateAssessmentBody>;

export const ArchivedAssessmentSchema = z
  .object({
    id: z.string(),
    status: z.enum(assessmentStatuses),
    is_archived: z.boolean(),
    archived_at: timestamp.nullable(),
  })
  .openapi("ArchivedAssessment");

export const EvidenceSchema = z
  .object({ document_id: z.string(), document_name: z.string(), quote: z.string() })
  .openapi("EvaluationEvidence");

export const EvaluationSchema = z
  .object({
    id: z.string(),
    assessment_id: z.string(),
    control_set_id: z.string(),
    control_id: z.string(),
    control_ref: z.string(),
    control_title: z.string(),
    control_description: z.string(),
    criteria: z.array(z.string()),
    weight: z.number(),
    result: z.enum(evaluationResults),
    rationale: z.string().nullable(),
    evidence: z.array(EvidenceSchema),
    finding_id: z.string().nullable().openapi({ description: "The finding raised for this control, if any." }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("AssessmentEvaluation");
export type Evaluation = z.infer<typeof EvaluationSchema>;

export const EvaluationListSchema = z
  .object({ items: z.array(EvaluationSchema), total: z.number().int() })
  .openapi("AssessmentEvaluationList");

/** POST /v1/assessments rejections: `{detail: {error}}`. */
export const AssessmentRejectionSchema = z
  .object({ detail: z.object({ error: z.string() }) })
  .openapi("AssessmentRejection", {
    example: { detail: { error: "control_set_ids: unknown control set cbctst_0f1e. See GET /v1/control_sets." } },
  });
