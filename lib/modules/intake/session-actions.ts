import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { describeActor, recordChange } from "@/lib/audit/changes";
import { recordDomainEvent } from "@/lib/events/record";
import { assertRiskLevelId, assertStatusId } from "@/lib/modules/taxonomy";
import { createVendor } from "@/lib/modules/vendors";
import { findAnswerInOrg, findSessionInOrg, readSession } from "./read-session";
import type { CreateVendorFromSessionInput, HumanAnswerInput } from "./schemas";
import { intakeAnswers, intakeSessions } from "./tables";

/** PUT …/answers/{question_id}: a person's answer, stored beside the machine's. */
export async function answerByHand(
  ctx: ServiceContext,
  { sessionId, questionId, body }: { sessionId: string; questionId: string; body: HumanAnswerInput },
) {
  const { session, answer } = await findAnswerInOrg(ctx.tx, ctx.orgId, sessionId, questionId, "update");
  const selected = [...new Set(body.selected_options ?? [])];
  const foreign = selected.filter((option) => !answer.options.includes(option));
  if (foreign.length > 0) {
    throw apiError(
      "invalid_answer",
      `Not an option of this question: ${foreign.join(", ")}. Options: ${answer.options.join(", ") || "none (free text)"}.`,
    );
  }
  if (answer.responseType === "single_select" && selected.length > 1) {
    throw apiError("invalid_answer", "A single_select question takes one option.");
  }
  const actor = await describeActor(ctx);
  const humanAnswer = {
    answer_text: body.answer_text?.trim() || null,
    selected_options: answer.options.filter((option) => selected.includes(option)),
    answered_by_user_id: actor.id,
    answered_by_name: actor.name ?? "Unknown",
    answered_at: Math.floor(Date.now() / 1000),
  };
  await ctx.tx
    .update(intakeAnswers)
    .set({ humanAnswer })
    .where(and(eq(intakeAnswers.sessionId, session.id), eq(intakeAnswers.questionId, questionId)));
  await ctx.tx.update(intakeSessions).set({ updatedAt: new Date() }).where(eq(intakeSessions.id, session.id));
  await recordChange(ctx, {
    entityType: "intake_session",
    entityId: session.id,
    entityName: session.vendorName,
    action: "answered",
    before: {
      question: answer.questionText,
      answer: answer.humanAnswer?.answer_text ?? null,
      options: answer.humanAnswer?.selected_options ?? [],
    },
    after: { question: answer.questionText, answer: humanAnswer.answer_text, options: humanAnswer.selected_options },
  });
  return readSession(ctx.tx, ctx.orgId, session.id);
}

/** POST …/procurement_status: moves the request; Procurement.StatusChanged unless it is already there. */
export async function moveProcurementStatus(
  ctx: ServiceContext,
  { sessionId, statusId }: { sessionId: string; statusId: string },
) {
  const session = await findSessionInOrg(ctx.tx, ctx.orgId, sessionId, "update");
  await assertStatusId(ctx.tx, ctx.orgId, "procurement", "status_id", statusId, (message) =>
    apiError("invalid_status", message),
  );
  if (session.procurementStatusId !== statusId) {
    await ctx.tx
      .update(intakeSessions)
      .set({ procurementStatusId: statusId, updatedAt: new Date() })
      .where(eq(intakeSessions.id, session.id));
    await recordDomainEvent(ctx.tx, ctx.orgId, "Procurement.StatusChanged", {
      procurement_id: session.id,
      old_status_id: session.procurementStatusId,
      new_status_id: statusId,
    });
    await recordChange(ctx, {
      entityType: "intake_session",
      entityId: session.id,
      entityName: session.vendorName,
      action: "updated",
      before: { procurement_status_id: session.procurementStatusId },
      after: { procurement_status_id: statusId },
    });
  }
  return readSession(ctx.tx, ctx.orgId, session.id);
}

/** POST …/vendor: the vendor, prefilled from the session, linked to it. */
export async function createVendorFromSession(
  ctx: ServiceContext,
  { sessionId, body }: { sessionId: string; body: CreateVendorFromSessionInput },
) {
  const session = await findSessionInOrg(ctx.tx, ctx.orgId, sessionId, "update");
  if (session.vendorId) {
    throw apiError("intake_vendor_exists");
  }
  const detail = await readSession(ctx.tx, ctx.orgId, session.id);
  const suggested = detail.suggested_inherent_risk;
  const riskLevelId =
    body.inherent_risk_level_id === undefined ? (suggested?.risk_level_id ?? null) : body.inherent_risk_level_id;
  if (riskLevelId) {
    await assertRiskLevelId(ctx.tx, ctx.orgId, "inherent_risk_level_id", riskLevelId, (message) =>
      apiError("invalid_vendor", message),
    );
  }
  const vendor = await createVendor(ctx, {
    name: body.name ?? session.vendorName,
    website: body.website === undefined ? session.vendorWebsite : body.website,
    description: body.description === undefined ? session.vendorDescription : body.description,
    use_case: session.useCase,
    inherent_risk_level_id: riskLevelId,
  });
  const updatedAt = new Date();
  await ctx.tx.update(intakeSessions).set({ vendorId: vendor.id, updatedAt }).where(eq(intakeSessions.id, session.id));
  await recordChange(ctx, {
    entityType: "intake_session",
    entityId: session.id,
    entityName: session.vendorName,
    action: "updated",
    before: { vendor_id: null },
    after: { vendor_id: vendor.id },
  });
  return { ...detail, vendor_id: vendor.id, updated_at: Math.floor(updatedAt.getTime() / 1000) };
}
