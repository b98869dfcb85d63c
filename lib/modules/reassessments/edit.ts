import { and, eq } from "drizzle-orm";
import type { Caller } from "@/lib/api/service-context";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { alertIdsOfEvent, findRadarEventInOrg } from "@/lib/modules/radar";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { changeReassessment } from "./change";
import { vendorIdsOfSet } from "./read";
import { invalidReassessment, normalizedTitle, requireAssessmentPlan, requireVendorsInOrg } from "./references";
import type { UpdateReassessmentInput } from "./schemas";
import { assertNotFinished, assertVendorSetOpen } from "./state";
import { reassessments, reassessmentVendors } from "./tables";
import { assertVendorSetSettled, nextPosition, vendorSetWriter } from "./vendor-set";

/**
 * PATCH: only supplied fields change; null clears title and assessment_plan_id. A new radar event
 * (404 radar_event_not_found) replaces alert_ids with its alerts on the vendor set. Allowed in
 * draft and confirmed; run or dismissed is 422 reassessment_immutable.
 */
export async function updateReassessment(caller: Caller, reassessmentId: string, input: UpdateReassessmentInput) {
  return changeReassessment(caller, reassessmentId, "updated", async (ctx, row) => {
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
      assertVendorSetSettled(row);
      changes.radarEventId = event.id;
      changes.alertIds = await alertIdsOfEvent(
        ctx.tx,
        ctx.orgId,
        event.id,
        await vendorIdsOfSet(ctx.tx, ctx.orgId, row.id),
      );
    }
    if (Object.keys(changes).length > 0) {
      await ctx.tx
        .update(reassessments)
        .set(changes)
        .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
    }
    return undefined;
  });
}

/**
 * POST /{id}/vendors: vendors not yet in the set join as "manual", included, after the others;
 * ones already in it stay as they are. alert_ids gain the event's alerts on the new ones. Draft
 * only. The vendors are checked before anything is written; more than a batch of new entries are
 * written a batch per transaction after the change (vendor-set.ts), before the answer.
 */
export async function addReassessmentVendors(caller: Caller, reassessmentId: string, vendorIds: string[]) {
  const known = await requireVendorsInOrg(db(), caller.orgId, vendorIds);
  return changeReassessment(caller, reassessmentId, "updated", async (ctx, row) => {
    assertVendorSetOpen(row);
    assertVendorSetSettled(row);
    const present = new Set(await vendorIdsOfSet(ctx.tx, ctx.orgId, row.id, { among: known }));
    const added = known.filter((id) => !present.has(id));
    if (added.length === 0) {
      return undefined;
    }
    const writer = vendorSetWriter(ctx.orgId, row.id, "manual", added, await nextPosition(ctx.tx, ctx.orgId, row.id));
    await writer.first(ctx.tx);
    if (row.radarEventId) {
      const newAlerts = await alertIdsOfEvent(ctx.tx, ctx.orgId, row.radarEventId, added);
      const alertIds = [...new Set([...row.alertIds, ...newAlerts])];
      await ctx.tx
        .update(reassessments)
        .set({ alertIds })
        .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
    }
    return { afterCommit: writer.rest };
  });
}

/**
 * POST /{id}/vendor_inclusion: the vendor must be in the set (else 400 invalid_reassessment). Draft
 * only. The change log names the vendor whose inclusion changed.
 */
export async function setReassessmentVendorInclusion(
  caller: Caller,
  reassessmentId: string,
  input: { vendor_id: string; included: boolean },
) {
  return changeReassessment(caller, reassessmentId, "updated", async (ctx, row) => {
    assertVendorSetOpen(row);
    assertVendorSetSettled(row);
    const [entry] = await ctx.tx
      .update(reassessmentVendors)
      .set({ included: input.included })
      .where(
        inOrg(
          reassessmentVendors,
          ctx.orgId,
          and(eq(reassessmentVendors.reassessmentId, row.id), eq(reassessmentVendors.vendorId, input.vendor_id)),
        ),
      )
      .returning({ vendorId: reassessmentVendors.vendorId });
    if (!entry) {
      throw invalidReassessment(
        `vendor_id: ${input.vendor_id} is not in this reassessment's vendor set. Add it with POST /v1/reassessments/${row.id}/vendors first.`,
      );
    }
    const names = await vendorNamesInOrg(ctx.tx, ctx.orgId, [input.vendor_id]);
    const vendor = { vendor_id: input.vendor_id, vendor_name: names.get(input.vendor_id) ?? input.vendor_id };
    // Recorded only when the included count moved, that is when this vendor's inclusion flipped.
    return {
      note: {
        before: { vendor_inclusion: { ...vendor, included: !input.included } },
        after: { vendor_inclusion: { ...vendor, included: input.included } },
      },
    };
  });
}
