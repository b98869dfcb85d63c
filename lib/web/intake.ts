import type { z } from "zod";
import type {
  AnswerSchema,
  CitationSchema,
  CreateQuestionnaireBody,
  CreateSessionBody,
  CreateSessionResponse,
  CreateVendorFromSessionBody,
  HumanAnswerBody,
  HumanAnswerSchema,
  QuestionnaireItemSchema,
  QuestionnaireListSchema,
  QuestionnaireSchema,
  QuestionSchema,
  SessionListQuery,
  SessionListSchema,
  SessionSchema,
  SessionSummarySchema,
  SuggestedRiskSchema,
  UpdateQuestionnaireBody,
} from "@/lib/modules/intake/schemas";

// Intake's types, for lib/web/hooks/intake*.ts and components/intake. Types only: the zod schemas
// themselves stay on the server.
export type IntakeSession = z.output<typeof SessionSchema>;
export type IntakeSessionSummary = z.output<typeof SessionSummarySchema>;
export type IntakeSessionList = z.output<typeof SessionListSchema>;
export type IntakeSessionStatus = IntakeSession["status"];
export type IntakeAnswer = z.output<typeof AnswerSchema>;
export type AnswerStatus = IntakeAnswer["status"];
export type ResponseType = IntakeAnswer["response_type"];
/** grounded: a passage states it; weak: a passage suggests it; none: no evidence. */
export type Confidence = NonNullable<IntakeAnswer["confidence"]>;
/** A passage an answer rests on: `text` is exactly the stored field's `slice(start, end)`. */
export type Citation = z.output<typeof CitationSchema>;
export type EvidenceSource = Citation["source"];
export type HumanAnswer = z.output<typeof HumanAnswerSchema>;
export type SuggestedRisk = z.output<typeof SuggestedRiskSchema>;
/** Query of GET /v1/intake/api/sessions, in the API's own parameter names. */
export type IntakeSessionQuery = Omit<z.input<typeof SessionListQuery>, "limit" | "offset"> & {
  limit: number;
  offset: number;
};
export type CreateSessionInput = z.input<typeof CreateSessionBody>;
export type CreateSessionResult = z.output<typeof CreateSessionResponse>;
export type HumanAnswerInput = z.input<typeof HumanAnswerBody>;
export type CreateVendorFromSessionInput = z.input<typeof CreateVendorFromSessionBody>;

export type Questionnaire = z.output<typeof QuestionnaireItemSchema>;
export type QuestionnaireDetail = z.output<typeof QuestionnaireSchema>;
export type QuestionnaireList = z.output<typeof QuestionnaireListSchema>;
export type Question = z.output<typeof QuestionSchema>;
export type CreateQuestionnaireInput = z.input<typeof CreateQuestionnaireBody>;
export type QuestionInput = CreateQuestionnaireInput["questions"][number];
export type UpdateQuestionnaireInput = z.input<typeof UpdateQuestionnaireBody>;
export type QuestionnaireType = CreateQuestionnaireInput["type"];

/** Whether the machine is still answering the session (its answers are read again until it is done). */
export const isAnswering = (status: IntakeSessionStatus) => status === "pending" || status === "processing";

// The API's value lists, for the pages' choices (the web half may not import the module's values).
export const SESSION_STATUSES = [
  "pending",
  "processing",
  "complete",
  "failed",
] as const satisfies readonly IntakeSessionStatus[];
export const RESPONSE_TYPES = ["free_text", "single_select", "multi_select"] as const satisfies readonly ResponseType[];
export const QUESTIONNAIRE_TYPES = [
  "irq",
  "vendor_onboarding",
  "assessment",
  "informational",
] as const satisfies readonly QuestionnaireType[];
