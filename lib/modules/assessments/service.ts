import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { controlJoin } from "@/lib/modules/controls";
import { customFieldValuesFor } from "@/lib/modules/custom-fields";
import { toUnixSeconds } from "@/lib/time";
import { countsFor, findAssessmentInOrg } from "./queries";
import type { AssessmentListFilters, AssessmentQuery, Evaluation, EvaluationResult } from "./schemas";
import { serializeAssessment } from "./serialize";
import { type AssessmentRow, assessmentEvaluations, assessments } from "./tables";
import { shownAssessments } from "./zero-touch-runs";

/** The object with its computed fields, as GET returns it (custom_fields included). */
export async function assessmentView(q: Queryable, orgId: string, row: AssessmentRow) {
  const [counts, values] = await Promise.all([
    countsFor(q, orgId, [row]),
    customFieldValuesFor(q, orgId, "assessment", [row.id]),
  ]);
  const computed = counts.get(row.id) ?? { findingsCount: 0, controlsEvaluated: 0, controlsTotal: 0 };
  return { ...serializeAssessment(row, computed), custom_fields: values.get(row.id) ?? [] };
}

export async function getAssessment(ctx: ServiceContext, assessmentId: string) {
  return assessmentView(ctx.tx, ctx.orgId, await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId));
}

/** Newest first; unknown filter IDs match nothing; zero touch runs only while zero touch is on. */
export async function listAssessments(ctx: ServiceContext, filters: AssessmentListFilters) {
  const where = inOrg(
    assessments,
    ctx.orgId,
    await shownAssessments(ctx.tx, ctx.orgId),
    filters.vendor_id !== undefined ? eq(assessments.vendorId, filters.vendor_id) : undefined,
    filters.assignee_id !== undefined ? eq(assessments.assigneeId, filters.assignee_id) : undefined,
    filters.status.length > 0 ? inArray(assessments.status, filters.status) : undefined,
    filters.is_archived !== undefined ? eq(assessments.isArchived, filters.is_archived) : undefined,
    filters.is_zero_touch !== undefined ? eq(assessments.isZeroTouch, filters.is_zero_touch) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    ctx.tx
      .select()
      .from(assessments)
      .where(where)
      .orderBy(desc(assessments.createdAt), desc(assessments.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.tx.select({ total: count() }).from(assessments).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [counts, values] = await Promise.all([
    countsFor(ctx.tx, ctx.orgId, rows),
    filters.include_custom_fields ? customFieldValuesFor(ctx.tx, ctx.orgId, "assessment", ids) : new Map(),
  ]);
  return {
    items: rows.map((row) => ({
      ...serializeAssessment(row, counts.get(row.id) ?? { findingsCount: 0, controlsEvaluated: 0, controlsTotal: 0 }),
      custom_fields: values.get(row.id) ?? [],
    })),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** POST /v1/assessment/query: the list's filters, given as rules (the last rule on a path wins). */
export function queryAssessments(ctx: ServiceContext, query: AssessmentQuery) {
  const filters: AssessmentListFilters = {
    status: [],
    is_archived: undefined,
    include_custom_fields: false,
    limit: query.limit,
    offset: query.offset,
  };
  for (const rule of query.rules) {
    switch (rule.path) {
      case "status":
        filters.status = [rule.value];
        break;
      case "is_zero_touch":
        filters.is_zero_touch = rule.value;
        break;
      case "is_archived":
        filters.is_archived = rule.value;
        break;
      case "vendor_id":
        filters.vendor_id = rule.value;
        break;
      case "assignee_id":
        filters.assignee_id = rule.value;
        break;
    }
  }
  return listAssessments(ctx, filters);
}

/** The current round's evaluations, in control order, with their controls. */
export async function listEvaluations(ctx: ServiceContext, assessmentId: string) {
  const row = await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId);
  const rows = await ctx.tx
    .select({ evaluation: assessmentEvaluations, control: controlJoin.columns })
    .from(assessmentEvaluations)
    .innerJoin(controlJoin.table, eq(controlJoin.columns.id, assessmentEvaluations.controlId))
    .where(
      inOrg(
        assessmentEvaluations,
        ctx.orgId,
        eq(assessmentEvaluations.assessmentId, row.id),
        eq(assessmentEvaluations.round, row.evaluationRound),
      ),
    )
    .orderBy(asc(assessmentEvaluations.position));
  const items = rows.map(
    ({ evaluation, control }): Evaluation => ({
      id: evaluation.id,
      assessment_id: evaluation.assessmentId,
      control_set_id: evaluation.controlSetId,
      control_id: evaluation.controlId,
      control_ref: control.ref,
      control_title: control.title,
      control_description: control.description,
      criteria: control.criteria,
      weight: control.weight,
      result: evaluation.result as EvaluationResult,
      rationale: evaluation.rationale,
      evidence: evaluation.evidence,
      finding_id: evaluation.findingId,
      created_at: toUnixSeconds(evaluation.createdAt),
      updated_at: toUnixSeconds(evaluation.updatedAt),
    }),
  );
  return { items, total: items.length };
}
