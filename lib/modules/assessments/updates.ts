/**
 * The caller's changes to an existing assessment: PATCH (name, assignee), approve, reopen and
 * archive. Creating one is create.ts; status moves themselves are lifecycle.ts.
 */
import { and, eq, ne } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { requireDashboardUser } from "@/lib/auth/authorize";
import { recordDomainEvent } from "@/lib/events/record";
import { archiveFindingsOfAssessment } from "@/lib/modules/findings";
import { closePortalsOfAssessment } from "@/lib/modules/portals";
import { assertOrgUserIds } from "@/lib/modules/users";
import { cancelRunsConcerning } from "@/lib/modules/workflows";
import { toUnixSeconds } from "@/lib/time";
import { recordAssessmentChange } from "./change-log";
import { wakeEngine } from "./engine/job";
import { moveStatus } from "./lifecycle";
import { findAssessmentInOrg } from "./queries";
import type { AssessmentStatus, UpdateAssessmentInput } from "./schemas";
import { assessmentView } from "./service";
import { type AssessmentRow, assessmentEvaluations, assessments } from "./tables";

const invalidUpdate = (message: string) => apiError("invalid_update", message);
const invalidStatus = (row: AssessmentRow, action: string, allowed: AssessmentStatus[]) =>
  apiError(
    "invalid_assessment_status",
    `Cannot ${action} an assessment in status ${row.isArchived ? "canceled (archived)" : row.status}; it must be ${allowed.join(" or ")}.`,
  );

/** PATCH: name and assignee; Assessment.AssigneeChanged when the assignee changes. */
export async function updateAssessment(
  ctx: ServiceContext,
  { assessmentId, body }: { assessmentId: string; body: UpdateAssessmentInput },
) {
  const current = await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  if (current.isArchived) {
    throw apiError("invalid_assessment_status");
  }
  const changes: Partial<AssessmentRow> = {};
  if (body.name !== undefined && body.name !== null) {
    const name = body.name.trim();
    if (!name) {
      throw invalidUpdate("name: must not be blank.");
    }
    changes.name = name;
  }
  if (body.assignee_id !== undefined && body.assignee_id !== current.assigneeId) {
    if (body.assignee_id !== null) {
      await assertOrgUserIds(ctx.tx, ctx.orgId, "assignee_id", [body.assignee_id], invalidUpdate);
    }
    changes.assigneeId = body.assignee_id;
  }
  if (Object.keys(changes).length === 0) {
    return assessmentView(ctx.tx, ctx.orgId, current);
  }
  const [row] = await ctx.tx
    .update(assessments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(assessments.id, current.id))
    .returning();
  if (row) {
    await recordAssessmentChange(ctx, "updated", current, row);
  }
  if (changes.assigneeId !== undefined) {
    await recordDomainEvent(ctx.tx, ctx.orgId, "Assessment.AssigneeChanged", {
      assessment_id: current.id,
      old_assignee_id: current.assigneeId,
      new_assignee_id: changes.assigneeId,
    });
  }
  return assessmentView(ctx.tx, ctx.orgId, row ?? current);
}

/** review_evals → complete, by a reviewer (dashboard session). */
export async function approveAssessment(ctx: ServiceContext, assessmentId: string) {
  const user = requireDashboardUser(ctx);
  const current = await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  if (current.isArchived || current.status !== "review_evals") {
    throw invalidStatus(current, "approve", ["review_evals"]);
  }
  const row = await moveStatus(
    ctx,
    current,
    "complete",
    { approvedAt: new Date(), approvedBy: user.userId },
    "approved",
  );
  return assessmentView(ctx.tx, ctx.orgId, row ?? current);
}

const REOPENABLE: AssessmentStatus[] = ["review_evals", "complete", "failed"];

/** Starts a new analysis round: the engine collects documents and evaluates every control again. */
export async function reopenAssessment(ctx: ServiceContext, assessmentId: string) {
  requireDashboardUser(ctx);
  const current = await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  if (current.isArchived || !REOPENABLE.includes(current.status as AssessmentStatus)) {
    throw invalidStatus(current, "reopen", REOPENABLE);
  }
  await ctx.tx
    .update(assessmentEvaluations)
    .set({ isArchived: true, updatedAt: new Date() })
    .where(and(eq(assessmentEvaluations.assessmentId, current.id), eq(assessmentEvaluations.isArchived, false)));
  const row = await moveStatus(
    ctx,
    current,
    "collecting_documents",
    {
      evaluationRound: current.evaluationRound + 1,
      scorePercent: null,
      statusReason: null,
      approvedAt: null,
      approvedBy: null,
    },
    "reopened",
  );
  await wakeEngine(ctx.tx, ctx.orgId, [current.id]);
  return assessmentView(ctx.tx, ctx.orgId, row ?? current);
}

/**
 * DELETE: canceled and archived, with its evaluations and findings archived, its portals closed and
 * its started workflow runs canceled. A repeat call returns the same envelope.
 */
export async function archiveAssessment(ctx: ServiceContext, assessmentId: string) {
  const current = await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  let row = current;
  if (!current.isArchived) {
    const archivedAt = new Date();
    const changes = { isArchived: true, archivedAt };
    if (current.status === "canceled") {
      const [archived] = await ctx.tx
        .update(assessments)
        .set({ ...changes, updatedAt: archivedAt })
        .where(eq(assessments.id, current.id))
        .returning();
      row = archived ?? current;
      await recordAssessmentChange(ctx, "archived", current, row);
    } else {
      row = (await moveStatus(ctx, current, "canceled", changes, "archived")) ?? current;
    }
    await ctx.tx
      .update(assessmentEvaluations)
      .set({ isArchived: true, updatedAt: archivedAt })
      .where(and(eq(assessmentEvaluations.assessmentId, current.id), ne(assessmentEvaluations.isArchived, true)));
    await archiveFindingsOfAssessment(ctx, current.id);
    await closePortalsOfAssessment(ctx.tx, ctx.orgId, current.id, ctx);
    await cancelRunsConcerning(
      ctx.tx,
      ctx.orgId,
      current.workflowRunId ? [current.workflowRunId] : [],
      { field: "assessment_id", id: current.id },
      ctx,
    );
  }
  return {
    id: row.id,
    status: row.status as AssessmentStatus,
    is_archived: true,
    archived_at: toUnixSeconds(row.archivedAt),
  };
}
