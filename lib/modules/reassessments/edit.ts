import { and, eq, max } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { inOrg } from "@/lib/db/tenant";
import { alertIdsOfEvent, findRadarEventInOrg } from "@/lib/modules/radar/lookup";
import { changeReassessment } from "./change";
import { invalidReassessment, normalizedTitle, requireAssessmentPlan, requireVendorsInOrg } from "./references";
import type { UpdateReassessmentInput } from "./schemas";
import { assertNotFinished, assertVendorSetOpen } from "./state";
import { reassessments, reassessmentVendors } from "./tables";

/**
 * PATCH: only supplied fields change; null clears title and assessment_plan_id. A new radar event
 * (404 radar_event_not_found) replaces alert_ids with its alerts on the vendor set. Allowed in
 * draft and confirmed; run or dismissed is 422 reassessment_immutable.
 */
export async function updateReassessment(ctx: ServiceContext, reassessmentId: string, input: UpdateReassessmentInput) {
  return changeReassessment(ctx, reassessmentId, "updated", async (row, before) => {
    assertNotFinished(row);
    const changes: Partial<typeof reassessments.$inferInsert> = {};
    if (input.title !== undefined) {
      changes.title = normalizedTitle(input.title);
    }
    if (input.assessment_plan_id !== undefined) {
      changes.assessmentPlanId = input.assessment_plan_id
        ? (await requireAssessmentPlan(ctx.tx, ctx.orgId, input.assessment_plan_id)).id
        : null;
    }
    if (input.radar_event_id === null) {
      throw invalidReassessment("radar_event_id: a reassessment is drafted from a radar event and cannot lose it.");
    }
    if (input.radar_event_id !== undefined && input.radar_event_id !== row.radarEventId) {
      const event = await findRadarEventInOrg(ctx.tx, ctx.orgId, input.radar_event_id);
      const vendorIds = before.vendors.map((entry) => entry.vendor_id);
      changes.radarEventId = event.id;
      changes.alertIds = await alertIdsOfEvent(ctx.tx, ctx.orgId, event.id, vendorIds);
    }
    if (Object.keys(changes).length > 0) {
      await ctx.tx
        .update(reassessments)
        .set(changes)
        .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
    }
  });
}

/**
 * POST /{id}/vendors: vendors not yet in the set join as "manual", included, after the others;
 * ones already in it stay as they are. alert_ids gain the event's alerts on the new ones. Draft only.
 */
export async function addReassessmentVendors(ctx: ServiceContext, reassessmentId: string, vendorIds: string[]) {
  return changeReassessment(ctx, reassessmentId, "updated", async (row, before) => {
    assertVendorSetOpen(row);
    const present = new Set(before.vendors.map((entry) => entry.vendor_id));
    const added = (await requireVendorsInOrg(ctx.tx, ctx.orgId, vendorIds)).filter((id) => !present.has(id));
    if (added.length === 0) {
      return;
    }
    const [last] = await ctx.tx
      .select({ position: max(reassessmentVendors.position) })
      .from(reassessmentVendors)
      .where(inOrg(reassessmentVendors, ctx.orgId, eq(reassessmentVendors.reassessmentId, row.id)));
    const start = (last?.position ?? -1) + 1;
    await ctx.tx.insert(reassessmentVendors).values(
      added.map((vendorId, index) => ({
        reassessmentId: row.id,
        vendorId,
        orgId: ctx.orgId,
        source: "manual",
        included: true,
        position: start + index,
      })),
    );
    if (row.radarEventId) {
      const newAlerts = await alertIdsOfEvent(ctx.tx, ctx.orgId, row.radarEventId, added);
      const alertIds = [...new Set([...row.alertIds, ...newAlerts])];
      await ctx.tx
        .update(reassessments)
        .set({ alertIds })
        .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
    }
  });
}

/** POST /{id}/vendor_inclusion: the vendor must be in the set (else 400 invalid_reassessment). Draft only. */
export async function setReassessmentVendorInclusion(
  ctx: ServiceContext,
  reassessmentId: string,
  input: { vendor_id: string; included: boolean },
) {
  return changeReassessment(ctx, reassessmentId, "updated", async (row, before) => {
    assertVendorSetOpen(row);
    if (!before.vendors.some((entry) => entry.vendor_id === input.vendor_id)) {
      throw invalidReassessment(
        `vendor_id: ${input.vendor_id} is not in this reassessment's vendor set. Add it with POST /v1/reassessments/${row.id}/vendors first.`,
      );
    }
    await ctx.tx
      .update(reassessmentVendors)
      .set({ included: input.included })
      .where(
        inOrg(
          reassessmentVendors,
          ctx.orgId,
          and(eq(reassessmentVendors.reassessmentId, row.id), eq(reassessmentVendors.vendorId, input.vendor_id)),
        ),
      );
  });
}
