import { type Caller, transactionAs } from "@/lib/api/service-context";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { alertIdsOfEvent, findRadarEventInOrg } from "@/lib/modules/radar";
import { findReassessmentInOrg, readReassessment } from "./read";
import { recordReassessmentChange } from "./record-change";
import { normalizedTitle, requireAssessmentPlan, requireVendorsInOrg } from "./references";
import type { CreateReassessmentInput, Reassessment } from "./schemas";
import { summarizeReassessment } from "./summary";
import { reassessments } from "./tables";
import { vendorsWithDismissedAlerts } from "./vendor-context";
import { vendorSetWriter } from "./vendor-set";

/**
 * POST /v1/reassessments, checked in this order: the radar event (404 radar_event_not_found), the
 * vendors (400 invalid_reassessment naming unknown IDs), the plan (400 invalid_reassessment). The
 * vendors become "matched" entries, included, in the given order, each once; alert_ids are the
 * event's alerts on them. The checks read before anything is written; the reassessment and its change
 * are one transaction, with the vendor set when it is one batch, else each batch of it is its own
 * transaction (vendor-set.ts); the answer comes once the whole set is in.
 */
export async function createReassessment(caller: Caller, input: CreateReassessmentInput): Promise<Reassessment> {
  const q = db();
  const event = await findRadarEventInOrg(q, caller.orgId, input.radar_event_id);
  const vendorIds = await requireVendorsInOrg(q, caller.orgId, input.vendor_ids);
  const plan = input.assessment_plan_id ? await requireAssessmentPlan(q, caller.orgId, input.assessment_plan_id) : null;
  const alertIds = await alertIdsOfEvent(q, caller.orgId, event.id, vendorIds);
  // A vendor whose alert on the event was dismissed starts excluded; its entry shows the reason.
  const excluded = await vendorsWithDismissedAlerts(q, caller.orgId, event.id, vendorIds);
  const id = newId("reassessment");
  const writer = vendorSetWriter(caller.orgId, id, "matched", vendorIds, 0, excluded);
  await transactionAs(caller, async (ctx) => {
    await ctx.tx.insert(reassessments).values({
      id,
      orgId: ctx.orgId,
      status: "draft",
      title: normalizedTitle(input.title),
      assessmentPlanId: plan?.id ?? null,
      radarEventId: event.id,
      alertIds,
    });
    await writer.first(ctx.tx);
    const created = await findReassessmentInOrg(ctx.tx, ctx.orgId, id);
    await recordReassessmentChange(ctx, "created", null, await summarizeReassessment(ctx.tx, created));
  });
  await writer.rest();
  return readReassessment(q, caller.orgId, id);
}
