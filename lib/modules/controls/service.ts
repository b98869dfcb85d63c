import { asc, count, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
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
    .where(eq(controlSets.orgId, ctx.orgId))
    .groupBy(controlSets.id)
    .orderBy(asc(controlSets.createdAt), asc(controlSets.id));
  return { items: rows, total: rows.length };
}

export async function listAssessmentPlans(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({ id: assessmentPlans.id, name: assessmentPlans.name, control_set_ids: assessmentPlans.controlSetIds })
    .from(assessmentPlans)
    .where(eq(assessmentPlans.orgId, ctx.orgId))
    .orderBy(asc(assessmentPlans.createdAt), asc(assessmentPlans.id));
  return { items: rows, total: rows.length };
}
