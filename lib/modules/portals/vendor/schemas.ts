import { z } from "@hono/zod-openapi";
import { timestamp } from "@/lib/api/timestamps";
import { portalResponseTypes, portalStates, portalTypes } from "../tables";

export const MAX_ANSWER_CHARS = 20_000;
export const MAX_COMMENT_CHARS = 5_000;

const email = z.string().trim().toLowerCase().email().max(254);

export const PortalLinkParam = z.object({
  portal_id: z
    .string()
    .max(100)
    .openapi({ param: { name: "portal_id", in: "path" }, example: "cbsbpt_0123456789abcdef0123456789abcdef" }),
});
export const PortalQuestionParam = PortalLinkParam.extend({
  question_id: z
    .string()
    .max(100)
    .openapi({ param: { name: "question_id", in: "path" } }),
});
export const PortalSectionParam = PortalLinkParam.extend({
  section_key: z
    .string()
    .max(100)
    .openapi({ param: { name: "section_key", in: "path" } }),
});

export const RequestCodeBody = z.object({ email }).strict();
export const SignInBody = z
  .object({
    email,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "six digits"),
  })
  .strict();
export const HandOverBody = z.object({ email }).strict();
export const AnswerBody = z
  .object({
    answer_text: z.string().max(MAX_ANSWER_CHARS).nullable().optional(),
    selected_options: z.array(z.string().max(500)).max(100).optional(),
    comment: z.string().max(MAX_COMMENT_CHARS).nullable().optional(),
  })
  .strict()
  .openapi("PortalAnswerInput");

const SectionSummary = z.object({ key: z.string(), title: z.string(), question_count: z.number().int() });

export const VisitorSchema = z
  .object({ email: z.string(), section_key: z.string().nullable().openapi({ description: "null: every section." }) })
  .openapi("PortalVisitor");

export const RequestIntroSchema = z
  .object({
    id: z.string(),
    organization_name: z.string(),
    type: z.enum(portalTypes),
    display_name: z.string().nullable(),
    state: z.enum(portalStates),
    paused: z.boolean(),
    due_at: timestamp.nullable(),
    submitted_at: timestamp.nullable(),
    sections: z.array(SectionSummary),
    visitor: VisitorSchema.nullable().openapi({ description: "Who is signed in on this request, or null." }),
  })
  .openapi("PortalRequestIntro");

export const ProgressSchema = z
  .object({ answered: z.number().int(), total: z.number().int(), required_unanswered: z.number().int() })
  .openapi("PortalProgress");

const AnswerSchema = z
  .object({
    answer_text: z.string().nullable(),
    selected_options: z.array(z.string()),
    comment: z.string().nullable(),
    documents: z.array(z.object({ id: z.string(), name: z.string() })),
    confirmed: z.boolean(),
    answered_by: z.string(),
    updated_at: timestamp,
  })
  .openapi("PortalAnswer");

const EarlierAnswerSchema = z
  .object({
    answer_text: z.string().nullable(),
    selected_options: z.array(z.string()),
    comment: z.string().nullable(),
    answered_at: timestamp,
  })
  .openapi("PortalEarlierAnswer");

export const QuestionnaireSchema = RequestIntroSchema.omit({ sections: true, visitor: true })
  .extend({
    visitor: VisitorSchema,
    progress: ProgressSchema,
    sections: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        editable: z.boolean(),
        handed_to: z.array(z.string()),
        questions: z.array(
          z.object({
            id: z.string(),
            text: z.string(),
            guidance: z.string().nullable(),
            response_type: z.enum(portalResponseTypes),
            options: z.array(z.string()),
            required: z.boolean(),
            answer: AnswerSchema.nullable(),
            earlier_answer: EarlierAnswerSchema.nullable().openapi({
              description:
                "The vendor's answer to the same question in an earlier submitted request; confirm it to reuse it.",
            }),
          }),
        ),
      }),
    ),
  })
  .openapi("PortalQuestionnaire");

export const SavedAnswerSchema = z
  .object({ answer: AnswerSchema, progress: ProgressSchema })
  .openapi("PortalSavedAnswer");
export const CodeSentSchema = z.object({ message: z.string() }).openapi("PortalCodeSent");
export const UploadedSchema = z
  .object({ id: z.string(), name: z.string(), size: z.number().int() })
  .openapi("PortalUpload");
export const HandedOverSchema = z.object({ section_key: z.string(), email: z.string() }).openapi("PortalHandOver");
export const SubmittedSchema = z
  .object({ state: z.enum(portalStates), submitted_at: timestamp.nullable() })
  .openapi("PortalSubmitted");
