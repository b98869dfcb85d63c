import { asc, count, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { assessmentPlans, controlSets, controls } from "./tables";

export async function listControlSets(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({
      id: controlSets.id,
      name: controlSets.name,
      is_zero_touch: controlSets.isZeroTouch,
      control_count: count(controls.id),
    })
    .from(controlSets)
    .leftJoin(controls, eq(controls.controlSetId, controlSets.id))
    .where(inOrg(controlSets, ctx.orgId))
    .groupBy(controlSets.id)
    .orderBy(asc(controlSets.createdAt), asc(controlSets.id));
  return { items: rows, total: rows.length };
}

export async function listAssessmentPlans(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({ id: assessmentPlans.id, name: assessmentPlans.name, control_set_ids: assessmentPlans.controlSetIds })
    .from(assessmentPlans)
    .where(inOrg(assessmentPlans, ctx.orgId))
    .orderBy(asc(assessmentPlans.createdAt), asc(assessmentPlans.id));
  return { items: rows, total: rows.length };
}

/** The controls of these sets, set by set in the order given, each set in its own order. */
export async function controlsOfSets(q: Queryable, orgId: string, setIds: readonly string[]) {
  if (setIds.length === 0) {
    return [];
  }
  const rows = await q
    .select()
    .from(controls)
    .where(inOrg(controls, orgId, inArray(controls.controlSetId, [...setIds])))
    .orderBy(asc(controls.position), asc(controls.id));
  return [...setIds].flatMap((setId) => rows.filter((row) => row.controlSetId === setId));
}

/** The organization's control sets among `ids` (id and name); unknown IDs are absent. */
export async function findControlSetsInOrg(q: Queryable, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return [];
  }
  return q
    .select({ id: controlSets.id, name: controlSets.name })
    .from(controlSets)
    .where(inOrg(controlSets, orgId, inArray(controlSets.id, [...ids])));
}

/** The organization's first assessment plan's control sets (the seeded standard review), or []. */
export async function defaultControlSetIds(q: Queryable, orgId: string): Promise<string[]> {
  const [plan] = await q
    .select({ controlSetIds: assessmentPlans.controlSetIds })
    .from(assessmentPlans)
    .where(inOrg(assessmentPlans, orgId))
    .orderBy(asc(assessmentPlans.createdAt), asc(assessmentPlans.id))
    .limit(1);
  return plan?.controlSetIds ?? [];
}

/** The organization's assessment plan with this ID (id, name, control sets), or undefined. */
export async function findAssessmentPlanInOrg(q: Queryable, orgId: string, planId: string) {
  const [plan] = await q
    .select({ id: assessmentPlans.id, name: assessmentPlans.name, controlSetIds: assessmentPlans.controlSetIds })
    .from(assessmentPlans)
    .where(inOrg(assessmentPlans, orgId, eq(assessmentPlans.id, planId)))
    .limit(1);
  return plan;
}

/** The control count of each of these sets that has controls (one row per set, in no order). */
export async function controlCountsOfSets(q: Queryable, orgId: string, setIds: readonly string[]) {
  if (setIds.length === 0) {
    return [];
  }
  return q
    .select({ setId: controls.controlSetId, total: count() })
    .from(controls)
    .where(inOrg(controls, orgId, inArray(controls.controlSetId, [...setIds])))
    .groupBy(controls.controlSetId);
}

/** The organization's control sets designated zero touch, with their template and control count. */
export async function zeroTouchControlSets(q: Queryable, orgId: string) {
  return q
    .select({
      id: controlSets.id,
      name: controlSets.name,
      templateKey: controlSets.templateKey,
      control_count: count(controls.id),
    })
    .from(controlSets)
    .leftJoin(controls, eq(controls.controlSetId, controlSets.id))
    .where(inOrg(controlSets, orgId, eq(controlSets.isZeroTouch, true)))
    .groupBy(controlSets.id)
    .orderBy(asc(controlSets.createdAt), asc(controlSets.id));
}

/** Every control set of the organization with its template and zero touch designation, locked for a switch. */
export async function lockControlSetDesignations(q: Queryable, orgId: string) {
  return q
    .select({ id: controlSets.id, templateKey: controlSets.templateKey, isZeroTouch: controlSets.isZeroTouch })
    .from(controlSets)
    .where(inOrg(controlSets, orgId))
    .for("update");
}

/** Designates the set (of a locked organization's sets) zero touch, or takes the designation away. */
export async function setZeroTouchDesignation(q: Queryable, setId: string, designated: boolean): Promise<void> {
  await q.update(controlSets).set({ isZeroTouch: designated, updatedAt: new Date() }).where(eq(controlSets.id, setId));
}
