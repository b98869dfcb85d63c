import { listAssessmentPlans } from "@/lib/modules/controls";
import {
  alertIdsOfEvent,
  backdateRadarEvents,
  dismissAlert,
  type RadarDates,
  recordRadarEvent,
} from "@/lib/modules/radar";
import { createReassessment } from "@/lib/modules/reassessments";
import type { SampleStep } from "./load";
import { RADAR_EVENT_PLANS, REASSESSED_EVENT, REASSESSMENT_TITLE } from "./radar-plan";
import type { SampleVendorRef } from "./risk-program";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The radar's past four months: each planned event recorded through the radar's own service (so
 * the detector raises its alerts and honours earlier suppressions), the analysts' dismissals right
 * after it in the same order, then the dates that make it a history. Last, a draft reassessment of
 * the latest breach's vendors whose alerts are still open. One step per event.
 */
export async function loadSampleRadar(
  step: SampleStep,
  vendors: Map<string, SampleVendorRef>,
  now: Date,
): Promise<void> {
  const vendorId = (name: string) => {
    const vendor = vendors.get(name);
    if (!vendor) {
      throw new Error(`sample radar: vendor ${name} was not created`);
    }
    return vendor.id;
  };
  const history: RadarDates[] = [];
  let reassessed: { eventId: string; vendorIds: string[] } | undefined;
  for (const [index, plan] of RADAR_EVENT_PLANS.entries()) {
    // Recorded at varied times of day; it happened a few hours before someone recorded it.
    const at = new Date(now.getTime() - plan.daysAgo * DAY_MS - ((index * 137) % 600) * MINUTE_MS);
    const vendorIds = plan.vendors.map(vendorId);
    const dates = await step(async (ctx) => {
      const event = await recordRadarEvent(ctx, {
        name: plan.name,
        summary: plan.summary,
        primary_impact_type: plan.impact,
        secondary_impact_types: plan.secondary,
        vendor_ids: vendorIds,
        source_name: plan.source?.name ?? null,
        source_url: plan.source?.url ?? null,
        occurred_at: Math.floor((at.getTime() - (2 + (index % 5)) * HOUR_MS) / 1000),
      });
      if (!event) {
        throw new Error(`sample radar: event ${plan.name} was not recorded`);
      }
      const recorded: RadarDates = { eventId: event.id, at, dismissals: [] };
      for (const [turn, triage] of (plan.triage ?? []).entries()) {
        const [alertId] = await alertIdsOfEvent(ctx.tx, ctx.orgId, event.id, [vendorId(triage.vendor)]);
        if (!alertId) {
          throw new Error(`sample radar: no alert on ${triage.vendor} for ${plan.name}`);
        }
        await dismissAlert(ctx, {
          alertId,
          body: { reason: triage.reason, suppress_similar: triage.suppressSimilar ?? false },
        });
        recorded.dismissals.push({ alertId, at: new Date(at.getTime() + (3 + turn) * HOUR_MS) });
      }
      return recorded;
    });
    history.push(dates);
    if (plan.name === REASSESSED_EVENT) {
      const dismissed = new Set((plan.triage ?? []).map((triage) => vendorId(triage.vendor)));
      reassessed = { eventId: dates.eventId, vendorIds: vendorIds.filter((id) => !dismissed.has(id)) };
    }
  }
  if (!reassessed) {
    throw new Error(`sample radar: the reassessed event ${REASSESSED_EVENT} is not planned`);
  }
  const { eventId, vendorIds } = reassessed;
  const [plan] = (await step((ctx) => listAssessmentPlans(ctx))).items;
  await createReassessment(step.runsAs, {
    radar_event_id: eventId,
    vendor_ids: vendorIds,
    assessment_plan_id: plan?.id ?? null,
    title: REASSESSMENT_TITLE,
  });
  await step((ctx) => backdateRadarEvents(ctx.tx, ctx.orgId, history));
}
