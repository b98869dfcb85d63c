import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { CONTEXT_MAX_CHARS, confidences, evidenceSources, responseTypes } from "./answerer/types";

export const questionnaireTypes = ["irq", "vendor_onboarding", "assessment", "informational"] as const;
export const sessionStatuses = ["pending", "processing", "complete", "failed"] as const;
export const answerStatuses = ["answered", "pending", "failed"] as const;

export const intakeLimits = {
  vendorName: 500,
  website: 2_000,
  description: 10_000,
  useCase: 10_000,
  externalId: 255,
  questionnaireIds: 20,
  questionnaireName: 200,
  questionnaireDescription: 2_000,
  questions: 100,
  questionText: 1_000,
  options: 30,
  optionLabel: 200,
  guidance: 2_000,
  humanAnswer: 10_000,
  search: 200,
} as const;

const refId = z.string().min(1).max(100);
const optionalText = (max: number) => z.string().max(max).nullish();

// ---- questionnaires

export const QuestionnaireIdParam = z.object({
  questionnaire_id: z
    .string()
    .openapi({ param: { name: "questionnaire_id", in: "path" }, example: "cbqsr_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const QuestionSchema = z
  .object({
    id: z.string().openapi({ example: "cbqstn_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    position: z.number().int(),
    text: z.string(),
    response_type: z.enum(responseTypes),
    options: z.array(z.string()).openapi({ description: "The choices of a select; empty for free_text." }),
    guidance: z.string().nullable().openapi({ description: "What to look for when answering." }),
  })
  .openapi("IntakeQuestion");

export const QuestionnaireItemSchema = z
  .object({
    id: z.string().openapi({ example: "cbqsr_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    name: z.string(),
    description: z.string().nullable(),
    type: z.string().openapi({ description: "irq, vendor_onboarding, assessment or informational." }),
    created_at: timestamp,
    updated_at: timestamp.openapi({ description: "Extension." }),
    question_count: z.number().int().openapi({ description: "Extension." }),
  })
  .openapi("QuestionnaireListItem");
export type QuestionnaireItem = z.infer<typeof QuestionnaireItemSchema>;

export const QuestionnaireSchema = QuestionnaireItemSchema.extend({
  is_archived: z.boolean(),
  questions: z.array(QuestionSchema),
}).openapi("Questionnaire");
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

export const QuestionnaireListQuery = z.object({
  type: z.string().max(50).optional().openapi({ description: "Only questionnaires of this type." }),
});
export const QuestionnaireListSchema = z
  .object({ items: z.array(QuestionnaireItemSchema), total: z.number().int() })
  .openapi("QuestionnaireList");

const QuestionInput = z
  .object({
    id: refId.optional().openapi({ description: "PATCH only: the question of this questionnaire to edit." }),
    text: z.string().trim().min(1).max(intakeLimits.questionText),
    response_type: z.enum(responseTypes),
    options: z
      .array(z.string().trim().min(1).max(intakeLimits.optionLabel))
      .max(intakeLimits.options)
      .default([])
      .openapi({ description: "single_select and multi_select: 2 to 30 distinct labels; free_text: none." }),
    guidance: optionalText(intakeLimits.guidance),
  })
  .superRefine((question, context) => {
    const isSelect = question.response_type !== "free_text";
    if (isSelect && question.options.length < 2) {
      context.addIssue({ code: "custom", path: ["options"], message: "A select question needs at least 2 options." });
    }
    if (!isSelect && question.options.length > 0) {
      context.addIssue({ code: "custom", path: ["options"], message: "A free_text question has no options." });
    }
    const seen = new Set(question.options.map((option) => option.toLowerCase()));
    if (seen.size !== question.options.length) {
      context.addIssue({ code: "custom", path: ["options"], message: "Options must be distinct." });
    }
  });
export type QuestionInput = z.infer<typeof QuestionInput>;

const questionList = z.array(QuestionInput).min(1).max(intakeLimits.questions);

export const CreateQuestionnaireBody = z
  .object({
    name: z.string().trim().min(1).max(intakeLimits.questionnaireName),
    description: optionalText(intakeLimits.questionnaireDescription),
    type: z.enum(questionnaireTypes),
    questions: questionList,
  })
  .openapi("CreateQuestionnaire");
export type CreateQuestionnaireInput = z.infer<typeof CreateQuestionnaireBody>;

export const UpdateQuestionnaireBody = z
  .object({
    name: z.string().trim().min(1).max(intakeLimits.questionnaireName).optional(),
    description: optionalText(intakeLimits.questionnaireDescription),
    questions: questionList.optional().openapi({
      description: "Replaces the list: with id edits that question, without adds one; left out is removed.",
    }),
  })
  .openapi("UpdateQuestionnaire");
export type UpdateQuestionnaireInput = z.infer<typeof UpdateQuestionnaireBody>;

// ---- sessions

export const SessionIdParam = z.object({
  session_id: z
    .string()
    .openapi({ param: { name: "session_id", in: "path" }, example: "cbintksn_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});
export const ExternalIdParam = z.object({
  external_id: z.string().openapi({ param: { name: "external_id", in: "path" }, example: "REQ-2041" }),
});
export const AnswerParams = SessionIdParam.extend({
  question_id: z
    .string()
    .openapi({ param: { name: "question_id", in: "path" }, example: "cbqstn_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const CreateSessionBody = z
  .object({
    vendor_name: z.string().trim().min(1).max(intakeLimits.vendorName),
    questionnaire_ids: z.array(refId).min(1).max(intakeLimits.questionnaireIds),
    context: z
      .string()
      .max(CONTEXT_MAX_CHARS)
      .nullish()
      .openapi({ description: "Up to 100,000 characters; about the first 20,000 reach each question." }),
    vendor_website: optionalText(intakeLimits.website),
    vendor_description: optionalText(intakeLimits.description),
    use_case: optionalText(intakeLimits.useCase),
    external_id: z.string().trim().min(1).max(intakeLimits.externalId).nullish(),
  })
  .openapi("CreateIntakeSession");
export type CreateSessionInput = z.infer<typeof CreateSessionBody>;

export const CreateSessionResponse = z
  .object({ session_id: z.string(), context_truncated: z.boolean() })
  .openapi("IntakeSessionCreated");

export const CitationSchema = z
  .object({
    source: z.enum(evidenceSources),
    start: z.number().int(),
    end: z.number().int(),
    text: z.string().openapi({ description: "Exactly the stored text of source from start to end." }),
  })
  .openapi("IntakeCitation");

const PersonRef = z.object({ id: z.string().nullable(), name: z.string() });

export const HumanAnswerSchema = z
  .object({
    answer_text: z.string().nullable(),
    selected_options: z.array(z.string()),
    answered_by: PersonRef,
    answered_at: timestamp,
  })
  .openapi("IntakeHumanAnswer");

export const AnswerSchema = z
  .object({
    question_id: z.string(),
    question_text: z.string(),
    response_type: z.enum(responseTypes),
    answer_text: z.string().nullable(),
    selected_options: z.array(z.string()),
    reasoning: z.string().nullable(),
    status: z.enum(answerStatuses),
    questionnaire_id: z.string().openapi({ description: "Extension." }),
    options: z.array(z.string()).openapi({ description: "Extension: the question's options when filed." }),
    confidence: z
      .enum(confidences)
      .nullable()
      .openapi({ description: "Extension: grounded, weak or none (no evidence); null while pending." }),
    citations: z.array(CitationSchema).openapi({ description: "Extension: the passages the answer rests on." }),
    human_answer: HumanAnswerSchema.nullable().openapi({ description: "Extension: a person's answer, beside it." }),
  })
  .openapi("IntakeAnswer");
export type Answer = z.infer<typeof AnswerSchema>;

const SessionSummaryFields = {
  session_id: z.string(),
  external_id: z.string().nullable(),
  status: z.enum(sessionStatuses),
  vendor_name: z.string(),
  vendor_website: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  failed_count: z.number().int(),
  context_truncated: z.boolean(),
  questionnaires: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  question_count: z.number().int(),
  answered_count: z.number().int(),
  completed_at: timestamp.nullable(),
  filed_by: z.object({ type: z.enum(["user", "api_key"]), id: z.string(), name: z.string() }),
  procurement: z.object({ id: z.string(), status_id: z.string().nullable(), status_name: z.string().nullable() }),
  vendor_id: z.string().nullable(),
};

export const SessionSummarySchema = z.object(SessionSummaryFields).openapi("IntakeSessionSummary");
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SuggestedRiskSchema = z
  .object({ risk_level_id: z.string().nullable(), risk_level_name: z.string(), reasons: z.array(z.string()) })
  .openapi("IntakeSuggestedRisk");

export const SessionSchema = z
  .object({
    ...SessionSummaryFields,
    vendor_description: z.string().nullable(),
    use_case: z.string().nullable(),
    context: z.string(),
    suggested_inherent_risk: SuggestedRiskSchema.nullable(),
    answers: z.array(AnswerSchema),
  })
  .openapi("IntakeSession");
export type Session = z.infer<typeof SessionSchema>;

export const SessionListQuery = z.object({
  status: z.enum(sessionStatuses).optional(),
  q: z.string().max(intakeLimits.search).optional().openapi({ description: "Vendor name contains (any case)." }),
  vendor_id: refId.optional().openapi({ description: "Sessions a vendor was created from." }),
  ...paginationQuery(),
});
export type SessionListFilters = z.infer<typeof SessionListQuery>;
export const SessionListSchema = pageEnvelope("items", SessionSummarySchema).openapi("IntakeSessionList");

export const HumanAnswerBody = z
  .object({
    answer_text: z.string().trim().max(intakeLimits.humanAnswer).nullish(),
    selected_options: z.array(z.string().max(intakeLimits.optionLabel)).max(intakeLimits.options).nullish(),
  })
  .refine((body) => Boolean(body.answer_text) || (body.selected_options?.length ?? 0) > 0, {
    message: "Give answer_text or at least one of selected_options.",
  })
  .openapi("IntakeHumanAnswerInput");
export type HumanAnswerInput = z.infer<typeof HumanAnswerBody>;

export const ProcurementStatusBody = z.object({ status_id: refId }).openapi("IntakeProcurementStatus");

export const CreateVendorFromSessionBody = z
  .object({
    name: z.string().trim().min(1).max(intakeLimits.vendorName).nullish(),
    website: optionalText(intakeLimits.website),
    description: optionalText(intakeLimits.description),
    inherent_risk_level_id: refId.nullish(),
  })
  .openapi("IntakeCreateVendor");
export type CreateVendorFromSessionInput = z.infer<typeof CreateVendorFromSessionBody>;
