import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { ApiError, apiErrorWith, DetailError } from "@/lib/api/errors";
import { createAssessment } from "@/lib/modules/assessments";
import { findVendorInOrg, type VendorRow, vendorServiceNames, writeVendorChanges } from "@/lib/modules/vendors";
import { appendAudit } from "./audit";
import { requireReadyScope } from "./config";
import { type CorrectionFields, correctionChanges } from "./correction";
import { enqueueRun } from "./run-job";
import { latestRunOfVendor, type RunSummary, runSummary } from "./run-rows";
import { zeroTouchRuns } from "./tables";

const badRequest = (error: string) => apiErrorWith("invalid_zero_touch_request", error, { error });

/** How a launch, single or bulk, names a vendor that is not the organization's. */
export const unknownVendorMessage = (vendorId: string) => `Unknown vendor_id ${vendorId}.`;

/** What a bulk launch reports for a vendor whose run this error stopped; null for an unexpected error. */
export function failureMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    return typeof error.extra.error === "string" ? error.extra.error : error.message;
  }
  if (error instanceof DetailError) {
    return typeof error.detail === "string" ? error.detail : JSON.stringify(error.detail);
  }
  return null;
}

async function requireVendor(ctx: ServiceContext, vendorId: string): Promise<VendorRow> {
  try {
    return await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  } catch (error) {
    if (error instanceof ApiError && error.code === "vendor_not_found") {
      throw badRequest(unknownVendorMessage(vendorId));
    }
    throw error;
  }
}

async function requireServices(ctx: ServiceContext, vendorId: string, ids: string[]) {
  if (ids.length === 0) {
    return;
  }
  const found = await vendorServiceNames(ctx.tx, ctx.orgId, vendorId, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing) {
    throw badRequest(`service_ids: ${missing} is not one of this vendor's services.`);
  }
}

export interface LaunchInput {
  vendorId: string;
  serviceIds: string[];
  instruction: string | null;
  /** The instruction as read before the transaction opened (parseCorrection). */
  correction: CorrectionFields;
}

/**
 * Creates the run (an assessment on the zero touch control sets, status queued) in the caller's
 * transaction: the vendor's previous run leaves the leaderboard with a rerun_requested entry, a
 * correction instruction is applied to the vendor first, and the run job is queued.
 */
export async function launchRun(ctx: ServiceContext, input: LaunchInput): Promise<RunSummary> {
  const controlSetIds = await requireReadyScope(ctx.tx, ctx.orgId);
  const vendor = await requireVendor(ctx, input.vendorId);
  const serviceIds = [...new Set(input.serviceIds)];
  await requireServices(ctx, vendor.id, serviceIds);
  const previous = await latestRunOfVendor(ctx.tx, ctx.orgId, vendor.id);
  const { row: assessment } = await createAssessment(
    ctx.tx,
    ctx.orgId,
    {
      vendor_id: vendor.id,
      control_set_ids: controlSetIds,
      service_ids: serviceIds,
      name: `Zero touch: ${vendor.name}`,
    },
    ctx,
    { zeroTouch: true },
  );
  if (previous) {
    await ctx.tx
      .update(zeroTouchRuns)
      .set({ isLatest: false })
      .where(eq(zeroTouchRuns.assessmentId, previous.assessmentId));
    await appendAudit(ctx, previous.assessmentId, {
      action: "rerun_requested",
      note: `Superseded by run ${assessment.id}.`,
      compositeBefore: previous.compositeScore,
      compositeAfter: previous.compositeScore,
    });
  }
  const [run] = await ctx.tx
    .insert(zeroTouchRuns)
    .values({
      assessmentId: assessment.id,
      orgId: ctx.orgId,
      vendorId: vendor.id,
      serviceIds,
      controlSetIds,
      previousRunId: previous?.assessmentId ?? null,
      createdAt: assessment.createdAt,
      updatedAt: assessment.createdAt,
    })
    .returning();
  if (!run) {
    throw new Error("zero touch run insert returned no row");
  }
  if (input.instruction !== null) {
    const changes = correctionChanges(vendor, input.correction);
    await writeVendorChanges(ctx, vendor, Object.fromEntries(changes.map((change) => [change.field, change.after])));
    await appendAudit(ctx, run.assessmentId, { action: "corrected", instruction: input.instruction, changes });
  }
  await enqueueRun(ctx.tx, ctx.orgId, run.assessmentId);
  return runSummary(run);
}
