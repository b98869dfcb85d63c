import type { ServiceContext } from "@/lib/api/context";
import { newId } from "@/lib/ids";
import { alertIdsOfEvent, findRadarEventInOrg } from "@/lib/modules/radar/lookup";
import { loadReassessment } from "./read";
import { recordReassessmentChange } from "./record-change";
import { normalizedTitle, requireAssessmentPlan, requireVendorsInOrg } from "./references";
import type { CreateReassessmentInput, Reassessment } from "./schemas";
import { reassessments, reassessmentVendors } from "./tables";

/**
 * POST /v1/reassessments, checked in this order: the radar event (404 radar_event_not_found), the
 * vendors (400 invalid_reassessment naming unknown IDs), the plan (400 invalid_reassessment). The
 * vendors become "matched" entries, included, in the given order, each once; alert_ids are the
 * event's alerts on them.
 */
export async function createReassessment(ctx: ServiceContext, input: CreateReassessmentInput): Promise<Reassessment> {
  const event = await findRadarEventInOrg(ctx.tx, ctx.orgId, input.radar_event_id);
  const vendorIds = await requireVendorsInOrg(ctx.tx, ctx.orgId, input.vendor_ids);
  const plan = input.assessment_plan_id
    ? await requireAssessmentPlan(ctx.tx, ctx.orgId, input.assessment_plan_id)
    : null;
  const id = newId("reassessment");
  const [row] = await ctx.tx
    .insert(reassessments)
    .values({
      id,
      orgId: ctx.orgId,
      status: "draft",
      title: normalizedTitle(input.title),
      assessmentPlanId: plan?.id ?? null,
      radarEventId: event.id,
      alertIds: await alertIdsOfEvent(ctx.tx, ctx.orgId, event.id, vendorIds),
    })
    .returning();
  if (!row) {
    throw new Error("reassessment insert returned no row");
  }
  await ctx.tx.insert(reassessmentVendors).values(
    vendorIds.map((vendorId, position) => ({
      reassessmentId: id,
      vendorId,
      orgId: ctx.orgId,
      source: "matched",
      included: true,
      position,
    })),
  );
  const created = await loadReassessment(ctx.tx, row);
  await recordReassessmentChange(ctx, "created", null, created);
  return created;
}
