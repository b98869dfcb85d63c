import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PortalType } from "@/lib/contract/portals";
import { createdAt, timestamps } from "@/lib/db/columns";

export { type PortalState, type PortalType, portalStates, portalTypes } from "@/lib/contract/portals";

export const portalStatuses = ["open", "analyzing", "analysis_complete", "submitted", "closed"] as const;
export type PortalStatus = (typeof portalStatuses)[number];

/** A request sent to a vendor (a portal); every row is vendor-addressed. */
export const portals = pgTable(
  "portals",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    assessmentId: text("assessment_id"),
    type: text("type").$type<PortalType>().notNull(),
    status: text("status").$type<PortalStatus>().notNull().default("open"),
    reference: text("reference"),
    displayName: text("display_name"),
    recipientEmail: text("recipient_email"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    paused: boolean("paused").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The vendor's answers as the event catalog names them: set when the vendor first saves an answer. */
    responseId: text("response_id"),
    /** The last time a signed-in vendor saved, uploaded, handed over or submitted. */
    lastVendorActivityAt: timestamp("last_vendor_activity_at", { withTimezone: true }),
    /** The last reminder the customer sent (reminders are rate limited). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index("portals_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("portals_vendor_idx").on(table.vendorId),
  ],
);

export const portalResponseTypes = ["free_text", "single_select", "multi_select"] as const;
export type PortalResponseType = (typeof portalResponseTypes)[number];

/**
 * The questions of one request, copied when it is opened (a questionnaire or control set edited later
 * changes nothing the vendor already sees). A section is one page of the vendor's questionnaire: an
 * intake questionnaire, or a control set's domain. `reuseKey` matches the same question across the
 * organization's requests, so that an earlier answer can be offered again.
 */
export const portalQuestions = pgTable(
  "portal_questions",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    portalId: text("portal_id").notNull(),
    sectionKey: text("section_key").notNull(),
    sectionTitle: text("section_title").notNull(),
    position: integer("position").notNull(),
    reuseKey: text("reuse_key").notNull(),
    text: text("text").notNull(),
    guidance: text("guidance"),
    responseType: text("response_type").$type<PortalResponseType>().notNull(),
    options: jsonb("options").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    required: boolean("required").notNull().default(true),
  },
  (table) => [index("portal_questions_portal_idx").on(table.portalId, table.position)],
);

/** The vendor's answer to one question of a request, saved on every change. */
export const portalAnswers = pgTable(
  "portal_answers",
  {
    portalId: text("portal_id").notNull(),
    questionId: text("question_id").notNull(),
    orgId: text("org_id").notNull(),
    answerText: text("answer_text"),
    selectedOptions: jsonb("selected_options").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    comment: text("comment"),
    documentIds: jsonb("document_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Prefilled from an earlier request and not yet confirmed "still accurate". */
    reusedFromPortalId: text("reused_from_portal_id"),
    confirmed: boolean("confirmed").notNull().default(true),
    answeredByEmail: text("answered_by_email").notNull(),
    ...timestamps(),
  },
  (table) => [primaryKey({ columns: [table.portalId, table.questionId] })],
);

/**
 * Who may sign in to a request besides its recipient: a colleague at the recipient's domain, invited
 * to one section (`sectionKey`) or to the whole request (null).
 */
export const portalInvitees = pgTable(
  "portal_invitees",
  {
    portalId: text("portal_id").notNull(),
    email: text("email").notNull(),
    orgId: text("org_id").notNull(),
    sectionKey: text("section_key"),
    invitedByEmail: text("invited_by_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.portalId, table.email] })],
);

/** A one-time sign-in code sent to an allowed address: only its hash is kept. */
export const portalSignInCodes = pgTable(
  "portal_sign_in_codes",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    portalId: text("portal_id").notNull(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("portal_sign_in_codes_portal_email_idx").on(table.portalId, table.email)],
);

/** A vendor's signed-in session on one request (the cookie holds the token; only its hash is kept). */
export const portalVisitorSessions = pgTable(
  "portal_visitor_sessions",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    portalId: text("portal_id").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("portal_visitor_sessions_token_idx").on(table.tokenHash),
    index("portal_visitor_sessions_portal_idx").on(table.portalId),
  ],
);
