import type { ServiceContext } from "@/lib/api/context";
import { correctRun, launchRun, offlineRun, reviewRun } from "@/lib/modules/zero-touch";
import type { SampleStep } from "./load";
import type { SampleVendorRef } from "./risk-program";

/**
 * The sample vendors that get a zero touch run, chosen for the range a reviewer meets: each has data
 * for at least two components, so no run rests on one. The first ten are well covered (documents
 * with control evidence, an attestation, insurance, screening), the rest thin and so ranked as
 * insufficient evidence; Coinvault Treasury carries adverse media (a sanctions story) from screening.
 */
export const SAMPLE_ZERO_TOUCH_VENDORS = [
  "Northwind Cloud",
  "Stratus Edge",
  "Ledgerly",
  "Paystream Payroll",
  "Peoplegrid HR",
  "Watchtower SIEM",
  "Codeharbor",
  "Signalhouse CRM",
  "Vaultline Secrets",
  "Helpdeskly",
  "Huddle Video",
  "Privacyhub",
  "Coinvault Treasury",
  "Latticeworks DNS",
  "Chatterbox Live",
  "Datacrate Warehouse",
  "Auditwise",
  "Sentinel Identity",
  "Freightpath Logistics",
  "Pipelane Deploy",
  "Bluepeak Hosting",
  "Benefitly",
] as const;

export const SAMPLE_ZERO_TOUCH_RUNS = SAMPLE_ZERO_TOUCH_VENDORS.length;

type SampleVendorName = (typeof SAMPLE_ZERO_TOUCH_VENDORS)[number];

export const SAMPLE_ZERO_TOUCH_REVIEWS = {
  approved: ["Northwind Cloud", "Ledgerly", "Codeharbor"],
  /** Adverse media from screening on a finance supplier: handed to a colleague with the reason. */
  escalated: "Coinvault Treasury",
  corrected: "Huddle Video",
  /** Run twice, so its run shows what moved since the previous one. */
  rerun: "Stratus Edge",
} as const satisfies {
  approved: SampleVendorName[];
  escalated: SampleVendorName;
  corrected: SampleVendorName;
  rerun: SampleVendorName;
};

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
 * registrations and radar events), then reviewed: some approved, one escalated to a colleague, one
 * corrected. One step per run, one for the reviews.
 */
export async function loadSampleZeroTouch(
  step: SampleStep,
  vendors: Map<string, SampleVendorRef>,
  escalateTo: string | undefined,
): Promise<void> {
  const runIds = new Map<string, string>();
  for (const name of SAMPLE_ZERO_TOUCH_VENDORS) {
    const vendor = vendors.get(name);
    if (vendor) {
      runIds.set(name, await finishedRun(step, vendor.id));
    }
  }
  const rerunVendor = vendors.get(SAMPLE_ZERO_TOUCH_REVIEWS.rerun);
  if (rerunVendor) {
    runIds.set(SAMPLE_ZERO_TOUCH_REVIEWS.rerun, await finishedRun(step, rerunVendor.id));
  }
  await step((ctx) => reviewSampleRuns(ctx, runIds, vendors, escalateTo));
}

/** Some runs approved, one escalated, one corrected. */
async function reviewSampleRuns(
  ctx: ServiceContext,
  runIds: Map<string, string>,
  vendors: Map<string, SampleVendorRef>,
  escalateTo: string | undefined,
): Promise<void> {
  for (const name of SAMPLE_ZERO_TOUCH_REVIEWS.approved) {
    const id = runIds.get(name);
    if (id) {
      await reviewRun(ctx, {
        assessmentId: id,
        body: { action: "approved", note: "Public evidence matches what we hold; no outreach needed." },
      });
    }
  }
  const escalated = runIds.get(SAMPLE_ZERO_TOUCH_REVIEWS.escalated);
  if (escalated && escalateTo) {
    await reviewRun(ctx, {
      assessmentId: escalated,
      body: {
        action: "escalated",
        note: "Screening found a sanctions story on a treasury supplier and the evidence is thin: send the full security questionnaire and ask about their sanctions controls.",
        assignee_user_id: escalateTo,
      },
    });
  }
  const corrected = runIds.get(SAMPLE_ZERO_TOUCH_REVIEWS.corrected);
  const correctedVendor = vendors.get(SAMPLE_ZERO_TOUCH_REVIEWS.corrected);
  if (corrected && correctedVendor) {
    // The record says www.<domain>; the company actually serves from its bare domain.
    const website = `https://${correctedVendor.name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`;
    const instruction = `The website is ${website}`;
    await correctRun(ctx, { assessmentId: corrected, instruction, fields: { website } });
  }
}
