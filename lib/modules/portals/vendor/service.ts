import { eq, sql } from "drizzle-orm";
import { apiError, apiErrorWith } from "@/lib/api/errors";
import type { SystemActor } from "@/lib/audit/changes";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { sendEmail } from "@/lib/mail/send";
import { adminAddressesOfOrg } from "@/lib/modules/users";
import { toUnixSeconds } from "@/lib/time";
import { findRequestQuestion, type PortalQuestionRow, questionsOfRequest, sectionsOf } from "../questions";
import { responseStatusOf } from "../response-status";
import { portalState, portalUrl } from "../service";
import { portalAnswers, portalInvitees, portals } from "../tables";
import type { OpenRequest, PortalRow } from "./request";
import { acceptsAnswers } from "./request";
import { type EarlierAnswer, earlierAnswers } from "./reuse";
import { domainOf, normalizeEmail, type Visitor } from "./sign-in";

type AnswerRow = typeof portalAnswers.$inferSelect;

/** Who the change log and the documents name for a vendor's own action. */
export const vendorActor = (visitor: Visitor): SystemActor => ({ type: "system", name: `vendor ${visitor.email}` });

const hasContent = (answer: Pick<AnswerRow, "answerText" | "selectedOptions" | "documentIds">) =>
  Boolean(answer.answerText?.trim()) || answer.selectedOptions.length > 0 || answer.documentIds.length > 0;

/** Answered: confirmed (a reused answer counts once the vendor says it is still accurate) and not empty. */
export const isAnswered = (answer: AnswerRow | undefined) => answer?.confirmed === true && hasContent(answer);

export const mayEditSection = (visitor: Visitor, sectionKey: string) =>
  visitor.sectionKey === null || visitor.sectionKey === sectionKey;

/** What anyone holding the link sees before signing in: who asks, what, by when. Nothing else. */
export function requestIntro(request: OpenRequest, questions: readonly PortalQuestionRow[]) {
  return {
    id: request.id,
    organization_name: request.organizationName,
    type: request.type,
    display_name: request.displayName,
    state: portalState(request),
    paused: request.paused,
    due_at: toUnixSeconds(request.dueAt),
    submitted_at: toUnixSeconds(request.submittedAt),
    sections: sectionsOf(questions).map((section) => ({
      key: section.key,
      title: section.title,
      question_count: section.questions.length,
    })),
  };
}

export async function answersOf(q: Queryable, request: PortalRow): Promise<Map<string, AnswerRow>> {
  const rows = await q
    .select()
    .from(portalAnswers)
    .where(inOrg(portalAnswers, request.orgId, eq(portalAnswers.portalId, request.id)));
  return new Map(rows.map((row) => [row.questionId, row]));
}

async function inviteesOf(q: Queryable, request: PortalRow) {
  return q
    .select()
    .from(portalInvitees)
    .where(inOrg(portalInvitees, request.orgId, eq(portalInvitees.portalId, request.id)));
}

function serializeAnswer(answer: AnswerRow | undefined, documentNames: Map<string, string>) {
  if (!answer) {
    return null;
  }
  return {
    answer_text: answer.answerText,
    selected_options: answer.selectedOptions,
    comment: answer.comment,
    documents: answer.documentIds.map((id) => ({ id, name: documentNames.get(id) ?? "Uploaded file" })),
    confirmed: answer.confirmed,
    answered_by: answer.answeredByEmail,
    updated_at: toUnixSeconds(answer.updatedAt),
  };
}

const serializeEarlier = (earlier: EarlierAnswer | undefined) =>
  earlier
    ? {
        answer_text: earlier.answerText,
        selected_options: earlier.selectedOptions,
        comment: earlier.comment,
        answered_at: toUnixSeconds(earlier.answeredAt),
      }
    : null;

export function progressOf(questions: readonly PortalQuestionRow[], answers: Map<string, AnswerRow>) {
  const answered = questions.filter((question) => isAnswered(answers.get(question.id))).length;
  const missing = questions.filter((question) => question.required && !isAnswered(answers.get(question.id)));
  return { answered, total: questions.length, required_unanswered: missing.length };
}

/** The whole questionnaire for a signed-in visitor: every section, which ones they may edit, answers, earlier answers. */
export async function questionnaireFor(
  request: OpenRequest,
  visitor: Visitor,
  documentNames: (ids: string[]) => Promise<Map<string, string>>,
) {
  const q = db();
  const [questions, answers, invitees] = await Promise.all([
    questionsOfRequest(q, request.orgId, request.id),
    answersOf(q, request),
    inviteesOf(q, request),
  ]);
  const unanswered = questions.filter((question) => !answers.has(question.id));
  const earlier = await earlierAnswers(
    q,
    request,
    unanswered.map((question) => question.reuseKey),
  );
  const names = await documentNames([...answers.values()].flatMap((answer) => answer.documentIds));
  return {
    ...requestIntro(request, questions),
    visitor: { email: visitor.email, section_key: visitor.sectionKey },
    progress: progressOf(questions, answers),
    sections: sectionsOf(questions).map((section) => ({
      key: section.key,
      title: section.title,
      editable: mayEditSection(visitor, section.key),
      handed_to: invitees.filter((invitee) => invitee.sectionKey === section.key).map((invitee) => invitee.email),
      questions: section.questions.map((question) => ({
        id: question.id,
        text: question.text,
        guidance: question.guidance,
        response_type: question.responseType,
        options: question.options,
        required: question.required,
        answer: serializeAnswer(answers.get(question.id), names),
        earlier_answer: answers.has(question.id) ? null : serializeEarlier(earlier.get(question.reuseKey)),
      })),
    })),
  };
}

export interface AnswerInput {
  answer_text?: string | null;
  selected_options?: string[];
  comment?: string | null;
}

async function questionOfRequest(q: Queryable, request: PortalRow, questionId: string) {
  const question = await findRequestQuestion(q, request.orgId, request.id, questionId);
  if (!question) {
    throw apiError("portal_question_not_found");
  }
  return question;
}

function checkOptions(question: PortalQuestionRow, selected: readonly string[]) {
  if (question.responseType === "free_text" && selected.length > 0) {
    throw apiError("invalid_answer", "This question takes text, not options.");
  }
  const unknown = selected.find((option) => !question.options.includes(option));
  if (unknown !== undefined) {
    throw apiError("invalid_answer", `"${unknown}" is not one of this question's options.`);
  }
  if (question.responseType === "single_select" && selected.length > 1) {
    throw apiError("invalid_answer", "Choose one option.");
  }
}

/**
 * Marks the vendor's activity; with `answered`, the first saved answer starts the questionnaire
 * response (QuestionnaireResponse.Created). In the caller's transaction, under the request's row lock.
 */
async function markActivity(tx: Queryable, request: PortalRow, answered: boolean): Promise<void> {
  const [locked] = await tx
    .select({ responseId: portals.responseId })
    .from(portals)
    .where(inOrg(portals, request.orgId, eq(portals.id, request.id)))
    .for("update");
  const startsResponse = answered && !locked?.responseId;
  const responseId = locked?.responseId ?? (answered ? newId("questionnaireResponse") : null);
  await tx
    .update(portals)
    .set({ lastVendorActivityAt: new Date(), responseId })
    .where(inOrg(portals, request.orgId, eq(portals.id, request.id)));
  if (startsResponse && responseId) {
    await recordDomainEvent(tx, request.orgId, "QuestionnaireResponse.Created", {
      questionnaire_response_id: responseId,
    });
  }
}

/** Autosave of one question: the fields sent replace the stored ones. Returns the saved answer and the progress. */
export async function saveAnswer(request: OpenRequest, visitor: Visitor, questionId: string, input: AnswerInput) {
  acceptsAnswers(request);
  return db().transaction(async (tx) => {
    const question = await questionOfRequest(tx, request, questionId);
    if (!mayEditSection(visitor, question.sectionKey)) {
      throw apiError("portal_question_not_found");
    }
    if (input.selected_options !== undefined) {
      checkOptions(question, input.selected_options);
    }
    // Lock the request so that a first save and a submit cannot interleave.
    const [locked] = await tx
      .select()
      .from(portals)
      .where(inOrg(portals, request.orgId, eq(portals.id, request.id)))
      .for("update");
    if (!locked) {
      throw apiError("portal_question_not_found");
    }
    acceptsAnswers(locked);
    const set = {
      ...(input.answer_text !== undefined ? { answerText: input.answer_text } : {}),
      ...(input.selected_options !== undefined ? { selectedOptions: input.selected_options } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      confirmed: true,
      reusedFromPortalId: null,
      answeredByEmail: visitor.email,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(portalAnswers)
      .values({ portalId: request.id, questionId, orgId: request.orgId, ...set })
      .onConflictDoUpdate({ target: [portalAnswers.portalId, portalAnswers.questionId], set })
      .returning();
    await markActivity(tx, locked, true);
    return saved as AnswerRow;
  });
}

/** Links an uploaded document to a question's answer (in the upload's transaction). */
export async function attachDocument(
  tx: Queryable,
  request: PortalRow,
  visitor: Visitor,
  questionId: string,
  documentId: string,
) {
  await tx
    .insert(portalAnswers)
    .values({
      portalId: request.id,
      questionId,
      orgId: request.orgId,
      documentIds: [documentId],
      answeredByEmail: visitor.email,
    })
    .onConflictDoUpdate({
      target: [portalAnswers.portalId, portalAnswers.questionId],
      set: {
        documentIds: sql`${portalAnswers.documentIds} || ${JSON.stringify([documentId])}::jsonb`,
        answeredByEmail: visitor.email,
        updatedAt: new Date(),
      },
    });
  await markActivity(tx, request, true);
}

/** Checks, before the upload is read, that this visitor may add a file to this question now. */
export async function assertMayAttach(request: OpenRequest, visitor: Visitor, questionId: string) {
  acceptsAnswers(request);
  const question = await questionOfRequest(db(), request, questionId);
  if (!mayEditSection(visitor, question.sectionKey)) {
    throw apiError("portal_question_not_found");
  }
}

export const MAX_INVITEES_PER_REQUEST = 20;

/**
 * Hands one section to a colleague at the recipient's domain: they may sign in with their own code
 * and edit that section. Only the recipient (every section) hands over.
 */
export async function handOverSection(request: OpenRequest, visitor: Visitor, sectionKey: string, email: string) {
  acceptsAnswers(request);
  const address = normalizeEmail(email);
  const recipientDomain = domainOf(request.recipientEmail ?? visitor.email);
  if (visitor.sectionKey !== null) {
    throw apiError("invalid_invitee", "Only the person the request was sent to can hand a section over.");
  }
  if (domainOf(address) !== recipientDomain || address === normalizeEmail(request.recipientEmail ?? "")) {
    throw apiError("invalid_invitee", `Only another address at ${recipientDomain} can be invited.`);
  }
  const questions = await questionsOfRequest(db(), request.orgId, request.id);
  const section = sectionsOf(questions).find((candidate) => candidate.key === sectionKey);
  if (!section) {
    throw apiError("portal_question_not_found", "Section not found.");
  }
  await db().transaction(async (tx) => {
    const existing = await inviteesOf(tx, request);
    if (existing.length >= MAX_INVITEES_PER_REQUEST && !existing.some((row) => row.email === address)) {
      throw apiError("invalid_invitee", `A request can be handed to at most ${MAX_INVITEES_PER_REQUEST} colleagues.`);
    }
    await tx
      .insert(portalInvitees)
      .values({ portalId: request.id, email: address, orgId: request.orgId, sectionKey, invitedByEmail: visitor.email })
      .onConflictDoUpdate({
        target: [portalInvitees.portalId, portalInvitees.email],
        set: { sectionKey, invitedByEmail: visitor.email },
      });
    await sendEmail(tx, request.orgId, {
      to: address,
      subject: `${visitor.email} asks you to answer "${section.title}" for ${request.organizationName}`,
      body: [
        `${visitor.email} handed you the section "${section.title}" of a request from ${request.organizationName}:`,
        portalUrl(request.id),
        "",
        "Sign in with this email address: we will send you a one-time code. Your answers land in the same request.",
      ].join("\n"),
      related: { type: "portal", id: request.id },
    });
    await markActivity(tx, request, false);
  });
  return { section_key: sectionKey, email: address };
}

/**
 * Submits the response: every required question answered (else 422 with the missing ones), then
 * status submitted, submitted_at on the first submission, QuestionnaireResponse.StatusChanged, and the
 * organization's admins told by email.
 */
export async function submitResponse(request: OpenRequest, visitor: Visitor) {
  acceptsAnswers(request);
  if (visitor.sectionKey !== null) {
    throw apiError("invalid_portal_action", "Only the person the request was sent to can submit it.");
  }
  return db().transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(portals)
      .where(inOrg(portals, request.orgId, eq(portals.id, request.id)))
      .for("update");
    if (!locked) {
      throw apiError("portal_not_open");
    }
    acceptsAnswers(locked);
    const [questions, answers] = await Promise.all([
      questionsOfRequest(tx, request.orgId, request.id),
      answersOf(tx, locked),
    ]);
    const missing = questions.filter((question) => question.required && !isAnswered(answers.get(question.id)));
    if (missing.length > 0) {
      throw apiErrorWith("response_incomplete", `${missing.length} required question(s) are not answered.`, {
        question_ids: missing.map((question) => question.id),
      });
    }
    const now = new Date();
    const responseId = locked.responseId ?? newId("questionnaireResponse");
    const oldStatus = responseStatusOf(locked);
    const [submitted] = await tx
      .update(portals)
      .set({
        status: "submitted",
        submittedAt: locked.submittedAt ?? now,
        lastVendorActivityAt: now,
        responseId,
        updatedAt: now,
      })
      .where(eq(portals.id, locked.id))
      .returning();
    if (!locked.responseId) {
      await recordDomainEvent(tx, request.orgId, "QuestionnaireResponse.Created", {
        questionnaire_response_id: responseId,
      });
    }
    await recordDomainEvent(tx, request.orgId, "QuestionnaireResponse.StatusChanged", {
      questionnaire_response_id: responseId,
      old_status: oldStatus,
      new_status: "submitted",
    });
    for (const address of await adminAddressesOfOrg(tx, request.orgId)) {
      await sendEmail(tx, request.orgId, {
        to: address,
        subject: `${request.displayName ?? "A request"} was submitted`,
        body: [
          `${visitor.email} submitted "${request.displayName ?? "the request"}" (${questions.length} questions).`,
          "Review the answers and their evidence on the Portals page.",
        ].join("\n"),
        related: { type: "portal", id: request.id },
      });
    }
    return submitted as PortalRow;
  });
}
