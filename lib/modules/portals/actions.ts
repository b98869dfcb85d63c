import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { portalTypeLabels } from "@/lib/contract/portals";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { sendEmail } from "@/lib/mail/send";
import { storedFilesOf } from "@/lib/modules/documents";
import { organizationName } from "@/lib/modules/org";
import { findVendorInOrg } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import type { CreatePortalInput, UpdatePortalInput } from "./action-schemas";
import { questionsOfRequest, sectionsOf } from "./questions";
import { responseStatusOf } from "./response-status";
import {
  openPortalRequest,
  type PortalChangeActor,
  type PortalRow,
  portalState,
  portalUrl,
  recordPortalChange,
} from "./service";
import { portalAnswers, portalInvitees, portalQuestions, portals } from "./tables";
import { answersOf, progressOf } from "./vendor/service";
import { revokeRequestSessions } from "./vendor/sign-in";

/** One reminder per request in this window. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

const portalNotFound = () => notFound("portal_not_found", "Portal");
const byCaller = (ctx: ServiceContext): PortalChangeActor => ({ actor: ctx.actor, requestId: ctx.requestId });
const isFinished = (row: PortalRow) => row.status === "submitted" || row.status === "closed";
const dueLine = (dueAt: Date | null) => (dueAt ? ` by ${dueAt.toISOString().slice(0, 10)}` : "");

/** The organization's request, or 404 portal_not_found (another organization's too). */
export function findPortalInOrg(q: Queryable, orgId: string, portalId: string): Promise<PortalRow> {
  return findInOrg(q, portals, orgId, portalId, { notFound: portalNotFound });
}

async function emailRecipient(ctx: ServiceContext, row: PortalRow, vendorName: string, reminder: boolean) {
  if (!row.recipientEmail) {
    return;
  }
  const title = row.displayName ?? portalTypeLabels[row.type];
  const sender = (await organizationName(ctx.tx, ctx.orgId)) ?? "We";
  await sendEmail(ctx.tx, ctx.orgId, {
    to: row.recipientEmail,
    subject: reminder ? `Reminder: ${title} for ${vendorName}` : `${title} for ${vendorName}`,
    body: [
      "Hello,",
      "",
      reminder
        ? `A reminder: ${sender} is still waiting for "${title}" for ${vendorName}${dueLine(row.dueAt)}:`
        : `${sender} asks you to complete "${title}" for ${vendorName}${dueLine(row.dueAt)}:`,
      portalUrl(row.id),
      "",
      "Sign in with this email address to respond.",
    ].join("\n"),
    related: { type: "portal", id: row.id },
  });
}

/** Opens a request to one of the organization's vendors by hand and emails the recipient its link. */
export async function createPortal(ctx: ServiceContext, input: CreatePortalInput): Promise<PortalRow> {
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, input.vendor_id);
  const row = await openPortalRequest(
    ctx.tx,
    {
      orgId: ctx.orgId,
      vendorId: vendor.id,
      type: input.type,
      displayName: input.display_name ?? `${portalTypeLabels[input.type]}: ${vendor.name}`,
      recipientEmail: input.recipient_email,
      dueAt: input.due_at === undefined ? null : new Date(input.due_at * 1000),
      asks: { kind: "questionnaires", questionnaireIds: input.questionnaire_ids },
    },
    byCaller(ctx),
  );
  await emailRecipient(ctx, row, vendor.name, false);
  return row;
}

/**
 * The request locked for the rest of the caller's transaction, after checking that `action` is
 * allowed from its current state (else 409 invalid_portal_action with the reason).
 */
async function lockForAction(
  ctx: ServiceContext,
  portalId: string,
  refusal: (row: PortalRow) => string | null,
): Promise<PortalRow> {
  const row = await findInOrg(ctx.tx, portals, ctx.orgId, portalId, { notFound: portalNotFound, lock: "update" });
  const reason = refusal(row);
  if (reason) {
    throw apiError("invalid_portal_action", reason);
  }
  return row;
}

/**
 * Writes the change, its change log entry and, when the questionnaire response's status changes
 * (a vendor has answered: the request has a response ID), QuestionnaireResponse.StatusChanged.
 */
async function applyChange(
  ctx: ServiceContext,
  before: PortalRow,
  action: string,
  set: Partial<typeof portals.$inferInsert>,
): Promise<PortalRow> {
  const [after] = await ctx.tx
    .update(portals)
    .set({ ...set, updatedAt: new Date() })
    .where(inOrg(portals, ctx.orgId, eq(portals.id, before.id)))
    .returning();
  if (!after) {
    throw new Error("portal update returned no row");
  }
  await recordPortalChange(ctx.tx, byCaller(ctx), action, before, after);
  const oldStatus = responseStatusOf(before);
  const newStatus = responseStatusOf(after);
  if (after.responseId && oldStatus !== newStatus) {
    await recordDomainEvent(ctx.tx, ctx.orgId, "QuestionnaireResponse.StatusChanged", {
      questionnaire_response_id: after.responseId,
      old_status: oldStatus,
      new_status: newStatus,
    });
  }
  return after;
}

const finishedRefusal = (row: PortalRow, what: string) =>
  isFinished(row) ? `This request is ${row.status}: it cannot be ${what}.` : null;

/** Pauses an unfinished request: the vendor cannot sign in or answer until it is resumed; it is never overdue meanwhile. */
export async function pausePortal(ctx: ServiceContext, portalId: string): Promise<PortalRow> {
  const row = await lockForAction(
    ctx,
    portalId,
    (current) => finishedRefusal(current, "paused") ?? (current.paused ? "This request is already paused." : null),
  );
  return applyChange(ctx, row, "paused", { paused: true });
}

export async function resumePortal(ctx: ServiceContext, portalId: string): Promise<PortalRow> {
  const row = await lockForAction(
    ctx,
    portalId,
    (current) => finishedRefusal(current, "resumed") ?? (current.paused ? null : "This request is not paused."),
  );
  return applyChange(ctx, row, "resumed", { paused: false });
}

/** Closes a request from any state but closed; every vendor session on it ends in the same transaction. */
export async function closePortal(ctx: ServiceContext, portalId: string): Promise<PortalRow> {
  const row = await lockForAction(ctx, portalId, (current) =>
    current.status === "closed" ? "This request is already closed." : null,
  );
  const closed = await applyChange(ctx, row, "closed", { status: "closed" });
  await revokeRequestSessions(ctx.tx, ctx.orgId, row.id);
  return closed;
}

/**
 * Reopens a submitted or closed request for answers: status open and not paused. submitted_at is
 * kept (the first submission); a past due date makes it overdue at once (extend it with PATCH).
 */
export async function reopenPortal(ctx: ServiceContext, portalId: string): Promise<PortalRow> {
  const row = await lockForAction(ctx, portalId, (current) =>
    isFinished(current) ? null : "Only a submitted or closed request can be reopened.",
  );
  return applyChange(ctx, row, "reopened", { status: "open", paused: false });
}

/** Sets the due date of an unfinished request (any future instant). */
export async function updatePortal(
  ctx: ServiceContext,
  { portalId, body }: { portalId: string; body: UpdatePortalInput },
) {
  const row = await lockForAction(ctx, portalId, (current) => finishedRefusal(current, "given a new due date"));
  return applyChange(ctx, row, "updated", { dueAt: new Date(body.due_at * 1000) });
}

/**
 * Emails the recipient the link again, at most once per REMINDER_INTERVAL_MS per request (429
 * rate_limited with Retry-After), only while the request is open or overdue and not paused.
 */
export async function remindPortal(ctx: ServiceContext, portalId: string): Promise<PortalRow> {
  const row = await lockForAction(ctx, portalId, (current) => {
    const state = portalState(current);
    if (state !== "open" && state !== "overdue") {
      return `This request is ${state}: only an open or overdue request is reminded.`;
    }
    if (current.paused) {
      return "This request is paused: resume it before reminding the vendor.";
    }
    return current.recipientEmail ? null : "This request has no recipient to remind.";
  });
  const now = Date.now();
  const nextAllowed = row.remindedAt ? row.remindedAt.getTime() + REMINDER_INTERVAL_MS : 0;
  if (nextAllowed > now) {
    const retryAfter = Math.max(1, Math.ceil((nextAllowed - now) / 1000));
    throw apiError(
      "rate_limited",
      `A reminder was sent for this request in the last 24 hours. Try again in ${retryAfter} seconds.`,
      { "Retry-After": String(retryAfter) },
    );
  }
  const [reminded] = await ctx.tx
    .update(portals)
    .set({ remindedAt: new Date(now) })
    .where(inOrg(portals, ctx.orgId, eq(portals.id, row.id)))
    .returning();
  if (!reminded) {
    throw new Error("portal update returned no row");
  }
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, row.vendorId);
  await emailRecipient(ctx, reminded, vendor.name, true);
  return reminded;
}

/** What the vendor answered, for the organization: every question with its answer, progress, invitees. */
export async function portalResponse(ctx: ServiceContext, portalId: string) {
  const row = await findPortalInOrg(ctx.tx, ctx.orgId, portalId);
  const [questions, answers, invitees] = await Promise.all([
    questionsOfRequest(ctx.tx, ctx.orgId, row.id),
    answersOf(ctx.tx, row),
    ctx.tx
      .select({ email: portalInvitees.email, sectionKey: portalInvitees.sectionKey })
      .from(portalInvitees)
      .where(inOrg(portalInvitees, ctx.orgId, eq(portalInvitees.portalId, row.id)))
      .orderBy(portalInvitees.createdAt, portalInvitees.email),
  ]);
  // A prefilled earlier answer is the vendor's answer here once they confirm it.
  const shown = (questionId: string) => {
    const answer = answers.get(questionId);
    return answer?.confirmed ? answer : undefined;
  };
  const documentIds = questions.flatMap((question) => shown(question.id)?.documentIds ?? []);
  const files = await storedFilesOf(ctx.tx, ctx.orgId, documentIds);
  return {
    portal_id: row.id,
    response_id: row.responseId,
    progress: progressOf(questions, answers),
    last_vendor_activity_at: toUnixSeconds(row.lastVendorActivityAt),
    sections: sectionsOf(questions).map((section) => ({
      key: section.key,
      title: section.title,
      questions: section.questions.map((question) => {
        const answer = shown(question.id);
        return {
          id: question.id,
          text: question.text,
          required: question.required,
          response_type: question.responseType,
          options: question.options,
          answer: answer
            ? {
                answer_text: answer.answerText,
                selected_options: answer.selectedOptions,
                comment: answer.comment,
                documents: answer.documentIds.map((id) => ({ id, name: files.get(id)?.name ?? "Uploaded file" })),
                answered_by: answer.answeredByEmail,
                updated_at: toUnixSeconds(answer.updatedAt),
              }
            : null,
        };
      }),
    })),
    invitees: invitees.map((invitee) => ({ email: invitee.email, section_key: invitee.sectionKey })),
  };
}

/**
 * Answered and total questions and the last vendor activity of each of the organization's requests
 * among `portalIds`, in their order (unknown and other organizations' IDs left out). Answered counts
 * as the vendor's progress does: confirmed, with text, an option or a file.
 */
export async function portalActivity(ctx: ServiceContext, portalIds: readonly string[]) {
  if (portalIds.length === 0) {
    return { items: [] };
  }
  const ids = [...portalIds];
  const hasContent = sql`(coalesce(${portalAnswers.answerText}, '') ~ '[^[:space:]]'
    or jsonb_array_length(${portalAnswers.selectedOptions}) > 0
    or jsonb_array_length(${portalAnswers.documentIds}) > 0)`;
  const [rows, totals, answered] = await Promise.all([
    ctx.tx
      .select({ id: portals.id, lastVendorActivityAt: portals.lastVendorActivityAt })
      .from(portals)
      .where(inOrg(portals, ctx.orgId, inArray(portals.id, ids))),
    ctx.tx
      .select({ portalId: portalQuestions.portalId, total: count() })
      .from(portalQuestions)
      .where(inOrg(portalQuestions, ctx.orgId, inArray(portalQuestions.portalId, ids)))
      .groupBy(portalQuestions.portalId),
    ctx.tx
      .select({ portalId: portalAnswers.portalId, answered: count() })
      .from(portalAnswers)
      .innerJoin(
        portalQuestions,
        and(eq(portalQuestions.id, portalAnswers.questionId), eq(portalQuestions.portalId, portalAnswers.portalId)),
      )
      .where(
        inOrg(
          portalAnswers,
          ctx.orgId,
          inArray(portalAnswers.portalId, ids),
          eq(portalAnswers.confirmed, true),
          hasContent,
        ),
      )
      .groupBy(portalAnswers.portalId),
  ]);
  const found = new Map(rows.map((row) => [row.id, row]));
  const totalOf = new Map(totals.map((row) => [row.portalId, row.total]));
  const answeredOf = new Map(answered.map((row) => [row.portalId, row.answered]));
  return {
    items: ids.flatMap((id) => {
      const row = found.get(id);
      return row
        ? [
            {
              portal_id: row.id,
              answered: answeredOf.get(id) ?? 0,
              total: totalOf.get(id) ?? 0,
              last_vendor_activity_at: toUnixSeconds(row.lastVendorActivityAt),
            },
          ]
        : [];
    }),
  };
}
