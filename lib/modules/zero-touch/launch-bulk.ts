import { inArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { type Caller, transactionAs } from "@/lib/api/service-context";
import { inTurns } from "@/lib/db/batches";
import { enqueueJobs } from "@/lib/jobs";
import { createZeroTouchAssessments } from "@/lib/modules/assessments";
import { lockVendorsInOrg } from "@/lib/modules/vendors";
import { appendAudits } from "./audit";
import { requireReadyScope } from "./config";
import { failureMessage, launchRun, unknownVendorMessage } from "./launch";
import { zeroTouchRunJob } from "./run-job";
import { latestRunsOfVendors, type RunSummary, runSummary } from "./run-rows";
import { zeroTouchRuns } from "./tables";

/**
 * Vendors launched per transaction of a bulk launch. A launch writes an assessment, its run, event,
 * change log entry, audit entry and job and reads the vendor's previous run: 25 took 160 to 310 ms on
 * the embedded database (docs/performance.md), so a batch is 5, within the budget of lib/db/batches.ts.
 */
export const LAUNCHES_PER_TRANSACTION = 5;

export interface BulkLaunchResult {
  created: RunSummary[];
  failed: { vendor_id: string; error: string }[];
}

/**
 * launchRun for many vendors (without services or a correction) in the caller's transaction, with a
 * fixed number of statements however many vendors: the vendors locked in one read, every assessment,
 * event, change log entry, superseded run, audit entry, run and job written by one statement each.
 * A vendor that is not the organization's is reported as launchRun reports it; a scope that is not
 * ready fails every vendor with its message. Anything else throws, and the caller decides. Callers
 * pass a batch (LAUNCHES_PER_TRANSACTION vendors at most), not a whole bulk.
 */
export async function launchRuns(ctx: ServiceContext, vendorIds: readonly string[]): Promise<BulkLaunchResult> {
  let controlSetIds: string[];
  try {
    controlSetIds = await requireReadyScope(ctx.tx, ctx.orgId);
  } catch (error) {
    const message = failureMessage(error);
    if (message === null) {
      throw error;
    }
    return { created: [], failed: vendorIds.map((vendorId) => ({ vendor_id: vendorId, error: message })) };
  }
  // In ID order, as any two launches take them, so that two bulks over the same vendors never deadlock.
  const found = await lockVendorsInOrg(ctx.tx, ctx.orgId, vendorIds);
  const vendorById = new Map(found.map((vendor) => [vendor.id, vendor]));
  const failed = vendorIds
    .filter((vendorId) => !vendorById.has(vendorId))
    .map((vendorId) => ({ vendor_id: vendorId, error: unknownVendorMessage(vendorId) }));
  const launched = vendorIds.flatMap((vendorId) => vendorById.get(vendorId) ?? []);
  if (launched.length === 0) {
    return { created: [], failed };
  }

  const previousByVendor = await latestRunsOfVendors(
    ctx.tx,
    ctx.orgId,
    launched.map((vendor) => vendor.id),
  );
  const assessments = await createZeroTouchAssessments(
    ctx.tx,
    ctx.orgId,
    controlSetIds,
    launched.map((vendor) => ({ vendorId: vendor.id, name: `Zero touch: ${vendor.name}`, serviceIds: [] })),
    ctx,
  );
  const superseded = assessments.flatMap((assessment) => {
    const previous = previousByVendor.get(assessment.vendorId);
    return previous ? [{ previous, assessment }] : [];
  });
  if (superseded.length > 0) {
    await ctx.tx
      .update(zeroTouchRuns)
      .set({ isLatest: false })
      .where(
        inArray(
          zeroTouchRuns.assessmentId,
          superseded.map(({ previous }) => previous.assessmentId),
        ),
      );
    await appendAudits(
      ctx,
      superseded.map(({ previous, assessment }) => ({
        assessmentId: previous.assessmentId,
        entry: {
          action: "rerun_requested",
          note: `Superseded by run ${assessment.id}.`,
          compositeBefore: previous.compositeScore,
          compositeAfter: previous.compositeScore,
        },
      })),
    );
  }
  const runs = await ctx.tx
    .insert(zeroTouchRuns)
    .values(
      assessments.map((assessment) => ({
        assessmentId: assessment.id,
        orgId: ctx.orgId,
        vendorId: assessment.vendorId,
        serviceIds: [],
        controlSetIds,
        previousRunId: previousByVendor.get(assessment.vendorId)?.assessmentId ?? null,
        createdAt: assessment.createdAt,
        updatedAt: assessment.createdAt,
      })),
    )
    .returning();
  await enqueueJobs(
    ctx.tx,
    zeroTouchRunJob,
    assessments.map((assessment) => ({ assessment_id: assessment.id })),
    { orgId: ctx.orgId },
  );
  const runByAssessment = new Map(runs.map((run) => [run.assessmentId, run]));
  // A vendor neither created nor failed would break all-or-reported: a missing row fails the batch.
  const created = assessments.map((assessment) => {
    const run = runByAssessment.get(assessment.id);
    if (!run) {
      throw new Error(`zero touch run insert returned no row for ${assessment.id}`);
    }
    return runSummary(run);
  });
  return { created, failed };
}

/** The innermost cause's message (the database's own, not the statement a driver wraps it with). */
function rootMessage(error: unknown): string {
  let current = error;
  for (let hops = 0; current instanceof Error && current.cause instanceof Error && hops < 5; hops++) {
    current = current.cause;
  }
  return current instanceof Error ? `${current.name}: ${current.message}` : String(current);
}

async function launchOneByOne(caller: Caller, vendorIds: readonly string[]): Promise<BulkLaunchResult> {
  const result: BulkLaunchResult = { created: [], failed: [] };
  for (const vendorId of vendorIds) {
    try {
      result.created.push(
        await transactionAs(caller, (ctx) =>
          launchRun(ctx, { vendorId, serviceIds: [], instruction: null, correction: {} }),
        ),
      );
    } catch (error) {
      const message = failureMessage(error);
      if (message === null) {
        result.failed.push({ vendor_id: vendorId, error: "The run could not be created; try again." });
        console.error(`[${caller.requestId}] zero touch launch of ${vendorId} failed:`, rootMessage(error));
      } else {
        result.failed.push({ vendor_id: vendorId, error: message });
      }
    }
  }
  return result;
}

/**
 * POST /v1/zero_touch_assessment/bulk: LAUNCHES_PER_TRANSACTION vendors per transaction (docs/architecture.md,
 * "Short transactions"), each batch launched together by launchRuns. Should a batch fail as a whole
 * (a conflict with a concurrent change, a vendor's own problem), each of its vendors is tried alone,
 * so that only the vendors at fault fail. Every vendor ends in `created` (in the order asked) or in
 * `failed`.
 */
export async function launchBulk(caller: Caller, vendorIds: readonly string[]): Promise<BulkLaunchResult> {
  const result: BulkLaunchResult = { created: [], failed: [] };
  for await (const batch of inTurns(vendorIds, LAUNCHES_PER_TRANSACTION)) {
    let launched: BulkLaunchResult;
    try {
      launched = await transactionAs(caller, (ctx) => launchRuns(ctx, batch));
    } catch (error) {
      console.warn(`[${caller.requestId}] zero touch bulk batch retried vendor by vendor:`, rootMessage(error));
      launched = await launchOneByOne(caller, batch);
    }
    result.created.push(...launched.created);
    result.failed.push(...launched.failed);
  }
  return result;
}
