import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { defaultControlSetIds } from "@/lib/modules/controls";
import { createGeneratedDocument, discardStoredFile, storeGeneratedFile } from "@/lib/modules/documents";
import { findPortalInOrg, portalResponse } from "@/lib/modules/portals";
import { createAssessment } from "./create";
import { findAssessmentInOrg } from "./queries";

type Response = Awaited<ReturnType<typeof portalResponse>>;

/** The vendor's answers as one plain-text document: what the engine reads as the questionnaire's evidence. */
export function answersAsText(title: string, submittedAt: Date, response: Response): string {
  const lines = [`${title}`, `Answers submitted by the vendor on ${submittedAt.toISOString().slice(0, 10)}.`, ""];
  for (const section of response.sections) {
    lines.push(`## ${section.title}`, "");
    for (const question of section.questions) {
      lines.push(`Q: ${question.text}`);
      const answer = question.answer;
      if (!answer) {
        lines.push("A: (not answered)", "");
        continue;
      }
      const parts = [answer.answer_text?.trim(), answer.selected_options.join("; ")].filter(Boolean);
      lines.push(`A: ${parts.join(" — ") || "(files only)"}`);
      if (answer.comment?.trim()) {
        lines.push(`Comment: ${answer.comment.trim()}`);
      }
      if (answer.documents.length > 0) {
        lines.push(`Files: ${answer.documents.map((document) => document.name).join(", ")}`);
      }
      lines.push(`Answered by: ${answer.answered_by}`, "");
    }
  }
  return lines.join("\n");
}

export interface FromPortalInput {
  control_set_ids?: string[] | null;
  name?: string | null;
}

/**
 * An assessment of the vendor from a submitted request: the answers become a text document and,
 * with every file the vendor uploaded, its supporting documents, so the engine reads them as
 * evidence. Control sets: those given, else the request's own assessment's, else the organization's
 * default plan's.
 */
export async function assessmentFromPortal(
  ctx: ServiceContext,
  { portalId, body }: { portalId: string; body: FromPortalInput },
) {
  const portal = await findPortalInOrg(ctx.tx, ctx.orgId, portalId);
  if (!portal.submittedAt) {
    throw apiError("invalid_portal_action", "The vendor has not submitted this request yet.");
  }
  const response = await portalResponse(ctx, portalId);
  const controlSetIds =
    body.control_set_ids ??
    (portal.assessmentId
      ? (await findAssessmentInOrg(ctx.tx, ctx.orgId, portal.assessmentId)).controlSetIds
      : await defaultControlSetIds(ctx.tx, ctx.orgId));
  const title = portal.displayName ?? "Vendor questionnaire";
  const text = answersAsText(title, portal.submittedAt, response);
  const stored = await storeGeneratedFile(ctx.orgId, {
    fileName: `${title.replace(/[\\/:*?"<>|]+/g, " ").slice(0, 180)} - answers.txt`,
    bytes: new TextEncoder().encode(text),
    contentType: "text/plain",
    text,
  });
  try {
    const answersDocument = await createGeneratedDocument(
      ctx,
      { vendor_id: portal.vendorId, name: `${title} (answers)`, service_ids: [], assessment_ids: [] },
      stored,
      text,
    );
    const uploaded = response.sections.flatMap((section) =>
      section.questions.flatMap((question) => question.answer?.documents.map((document) => document.id) ?? []),
    );
    return await createAssessment(
      ctx.tx,
      ctx.orgId,
      {
        vendor_id: portal.vendorId,
        control_set_ids: controlSetIds,
        name: body.name ?? null,
        supporting_document_ids: [answersDocument.id, ...new Set(uploaded)],
      },
      ctx,
    );
  } catch (error) {
    await discardStoredFile(stored);
    throw error;
  }
}
