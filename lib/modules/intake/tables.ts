import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";
import type { Citation, Confidence, ResponseType } from "./answerer/types";

/** A questionnaire intake answers (cbqsr_): the inherent risk questionnaire, vendor onboarding, or an admin's own. */
export const intakeQuestionnaires = pgTable(
  "intake_questionnaires",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    type: text("type").notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [index("intake_questionnaires_org_idx").on(table.orgId, table.isArchived, table.createdAt)],
);

/** A question of a questionnaire (cbqstn_); removing one from the list deletes it, sessions keep their copy. */
export const intakeQuestions = pgTable(
  "intake_questions",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    questionnaireId: text("questionnaire_id").notNull(),
    position: integer("position").notNull(),
    /** The shipped question it started as (labelled set key); null for an admin's own. */
    key: text("key"),
    text: text("text").notNull(),
    responseType: text("response_type").$type<ResponseType>().notNull(),
    options: jsonb("options").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    guidance: text("guidance"),
    ...timestamps(),
  },
  (table) => [index("intake_questions_questionnaire_idx").on(table.questionnaireId, table.position)],
);

export type FiledByType = "user" | "api_key";

/** A vendor request filed through intake (cbintksn_); also the procurement request of the catalog's events. */
export const intakeSessions = pgTable(
  "intake_sessions",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    externalId: text("external_id"),
    status: text("status").$type<"pending" | "processing" | "complete" | "failed">().notNull().default("pending"),
    vendorName: text("vendor_name").notNull(),
    vendorWebsite: text("vendor_website"),
    vendorDescription: text("vendor_description"),
    useCase: text("use_case"),
    context: text("context").notNull().default(""),
    contextTruncated: boolean("context_truncated").notNull().default(false),
    questionnaireIds: text("questionnaire_ids").array().notNull(),
    filedByType: text("filed_by_type").$type<FiledByType>().notNull(),
    filedById: text("filed_by_id").notNull(),
    /** The key's name when filed by a key (a key may be revoked later); users' names are looked up. */
    filedByName: text("filed_by_name"),
    procurementStatusId: text("procurement_status_id"),
    vendorId: text("vendor_id"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("intake_sessions_org_external_idx")
      .on(table.orgId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index("intake_sessions_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("intake_sessions_org_vendor_idx").on(table.orgId, table.vendorId),
    index("intake_sessions_open_idx")
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} in ('pending', 'processing')`),
  ],
);

export interface HumanAnswer {
  answer_text: string | null;
  selected_options: string[];
  answered_by_user_id: string | null;
  answered_by_name: string;
  answered_at: number;
}

/** One question of a session with its copy of the question and the machine's (and a person's) answer. */
export const intakeAnswers = pgTable(
  "intake_answers",
  {
    sessionId: text("session_id").notNull(),
    questionId: text("question_id").notNull(),
    orgId: text("org_id").notNull(),
    questionnaireId: text("questionnaire_id").notNull(),
    position: integer("position").notNull(),
    questionText: text("question_text").notNull(),
    responseType: text("response_type").$type<ResponseType>().notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    guidance: text("guidance"),
    status: text("status").$type<"answered" | "pending" | "failed">().notNull().default("pending"),
    answerText: text("answer_text"),
    selectedOptions: jsonb("selected_options").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    reasoning: text("reasoning"),
    confidence: text("confidence").$type<Confidence>(),
    citations: jsonb("citations").$type<Citation[]>().notNull().default(sql`'[]'::jsonb`),
    humanAnswer: jsonb("human_answer").$type<HumanAnswer>(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.questionId] })],
);

export type IntakeQuestionnaireRow = typeof intakeQuestionnaires.$inferSelect;
export type IntakeQuestionRow = typeof intakeQuestions.$inferSelect;
export type IntakeSessionRow = typeof intakeSessions.$inferSelect;
export type IntakeAnswerRow = typeof intakeAnswers.$inferSelect;
