import type { ServiceContext } from "@/lib/api/context";
import { launchRun } from "@/lib/modules/zero-touch/launch";
import { correctRun, reviewRun } from "@/lib/modules/zero-touch/review";
import { offlineRun } from "@/lib/modules/zero-touch/run-job";
import type { SampleStep } from "./load";
import type { SampleVendorRef } from "./risk-program";

/** How many of the sample vendors get a zero touch run: enough for a leaderboard worth ranking. */
export const SAMPLE_ZERO_TOUCH_RUNS = 30;

export const SAMPLE_ZERO_TOUCH_REVIEWS = {
  approved: [0, 3, 7],
  escalated: 5,
  corrected: 9,
  /** Run twice, so its run shows what moved since the previous one. */
  rerun: 1,
} as const;

/** Launches a run and finishes it offline: launched in a step, scored outside it, stored in a short one. */
async function finishedRun(step: SampleStep, vendorId: string): Promise<string> {
  const { orgId, id } = await step(async (ctx) => {
    const summary = await launchRun(ctx, { vendorId, serviceIds: [], instruction: null, correction: {} });
    await offlineRun.start(ctx.tx, ctx.orgId, summary.id);
    return { orgId: ctx.orgId, id: summary.id };
  });
  await offlineRun.finish(orgId, id);
  return id;
}

/**
 * Zero touch runs across the sample portfolio, finished at signup (offline, from the sample documents,
 * registrations and radar events), then reviewed: some approved, one escalated, one corrected. One
 * step per run, one for the reviews.
 */
export async function loadSampleZeroTouch(step: SampleStep, vendors: Map<string, SampleVendorRef>): Promise<void> {
  const chosen = [...vendors.values()].slice(0, SAMPLE_ZERO_TOUCH_RUNS);
  const runIds: string[] = [];
  for (const vendor of chosen) {
    runIds.push(await finishedRun(step, vendor.id));
  }
  const rerunVendor = chosen[SAMPLE_ZERO_TOUCH_REVIEWS.rerun];
  if (rerunVendor) {
    runIds[SAMPLE_ZERO_TOUCH_REVIEWS.rerun] = await finishedRun(step, rerunVendor.id);
  }
  await step((ctx) => reviewSampleRuns(ctx, chosen, runIds));
}

/** Some runs approved, one escalated, one corrected. */
async function reviewSampleRuns(ctx: ServiceContext, chosen: SampleVendorRef[], runIds: string[]): Promise<void> {
  for (const index of SAMPLE_ZERO_TOUCH_REVIEWS.approved) {
    const id = runIds[index];
    if (id) {
      await reviewRun(ctx, id, {
        action: "approved",
        note: "Public evidence matches what we hold; no outreach needed.",
      });
    }
  }
  const escalated = runIds[SAMPLE_ZERO_TOUCH_REVIEWS.escalated];
  if (escalated) {
    await reviewRun(ctx, escalated, {
      action: "escalated",
      note: "Thin evidence for a critical supplier: send the full security questionnaire.",
    });
  }
  const corrected = runIds[SAMPLE_ZERO_TOUCH_REVIEWS.corrected];
  const correctedVendor = chosen[SAMPLE_ZERO_TOUCH_REVIEWS.corrected];
  if (corrected && correctedVendor) {
    // The record says www.<domain>; the company actually serves from its bare domain.
    const website = `https://${correctedVendor.name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`;
    const instruction = `The website is ${website}`;
    await correctRun(ctx, corrected, instruction, { website });
  }
}
