import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/api/context";
import { apiError, isApiError, isDetailError } from "@/lib/api/errors";
import type { Caller } from "@/lib/api/service-context";
import type { SystemActor } from "@/lib/audit/changes";
import { inTurns, WRITE_BATCH_SIZE } from "@/lib/db/batches";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, enqueueJob, exponentialBackoff, wakeWorkers } from "@/lib/jobs";
import { createAssessments } from "@/lib/modules/assessments";
import { findAssessmentPlanInOrg } from "@/lib/modules/controls";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { changeReassessment } from "./change";
import { findReassessmentInOrg, vendorIdsOfSet } from "./read";
import { invalidReassessment } from "./references";
import { assertNotFinished } from "./state";
import { type ReassessmentRow, reassessments, reassessmentVendors } from "./tables";
import { assertVendorSetSettled } from "./vendor-set";

/** What the assessment service said, as a sentence. */
function reasonOf(error: unknown): string | null {
  if (isDetailError(error)) {
    const detail = error.detail as { error?: unknown } | string;
    return typeof detail === "string" ? detail : String(detail.error ?? error.message);
  }
  return isApiError(error) ? error.message : null;
}

type By = { orgId: string; actor: Actor | SystemActor; requestId: string | null };

/**
 * Creates the assessments of one batch of included vendors (their plan's control sets, default
 * names, the runner as actor) and links each entry, in the caller's transaction, in a fixed number
 * of statements. A vendor that is no longer the organization's fails the batch when `strict`, and is
 * left without an assessment otherwise.
 */
async function assessBatch(
  q: Queryable,
  by: By,
  row: ReassessmentRow,
  controlSetIds: string[],
  vendorIds: readonly string[],
  strict: boolean,
): Promise<void> {
  const names = await vendorNamesInOrg(q, by.orgId, vendorIds);
  const gone = vendorIds.find((vendorId) => !names.has(vendorId));
  if (gone && strict) {
    throw invalidReassessment(
      `Vendor ${gone} could not be assessed (it is no longer a vendor of this organization); nothing was created.`,
    );
  }
  const assessable = vendorIds.filter((vendorId) => names.has(vendorId));
  let created: Awaited<ReturnType<typeof createAssessments>>;
  try {
    created = await createAssessments(
      q,
      by.orgId,
      controlSetIds,
      assessable.map((vendorId) => ({ vendorId, vendorName: names.get(vendorId) ?? vendorId, serviceIds: [] })),
      by,
      { zeroTouch: false },
    );
  } catch (error) {
    const reason = reasonOf(error);
    throw reason === null
      ? error
      : invalidReassessment(`The vendors could not be assessed (${reason}); nothing was created.`);
  }
  if (created.length === 0) {
    return;
  }
  await q.execute(sql`
    update reassessment_vendors set assessment_id = created.assessment_id
    from unnest(${sql.param(created.map((assessment) => assessment.vendorId))}::text[],
      ${sql.param(created.map((assessment) => assessment.id))}::text[]) as created(vendor_id, assessment_id)
    where ${inOrg(reassessmentVendors, by.orgId, eq(reassessmentVendors.reassessmentId, row.id))}
      and reassessment_vendors.vendor_id = created.vendor_id`);
}

interface AssessRestPayload extends Record<string, unknown> {
  reassessment_id: string;
  actor: Actor | SystemActor;
  request_id: string | null;
}

/**
 * The rest of a large run: the included vendors past the first batch, WRITE_BATCH_SIZE per
 * transaction. Each batch takes the entries still without an assessment, so a retry after a crash
 * creates none twice; a vendor gone meanwhile is left without one.
 */
export const assessRestJob = defineJob<AssessRestPayload>({
  type: "reassessments.assess_rest",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(10, 600),
  handle: async (payload, context) => {
    const orgId = context.orgId;
    if (!orgId) {
      return;
    }
    const by: By = { orgId, actor: payload.actor, requestId: payload.request_id };
    const pending = await vendorIdsOfSet(db(), orgId, payload.reassessment_id, { included: true, unassessed: true });
    for await (const batch of inTurns(pending, WRITE_BATCH_SIZE)) {
      await db().transaction(async (tx) => {
        const row = await findReassessmentInOrg(tx, orgId, payload.reassessment_id, "update");
        const plan = row.assessmentPlanId ? await findAssessmentPlanInOrg(tx, orgId, row.assessmentPlanId) : undefined;
        if (!plan) {
          throw new Error(`the plan of reassessment ${row.id} is gone; ${batch.length} vendors are left unassessed`);
        }
        const waiting = new Set(await vendorIdsOfSet(tx, orgId, row.id, { among: batch, unassessed: true }));
        await assessBatch(
          tx,
          by,
          row,
          plan.controlSetIds,
          batch.filter((vendorId) => waiting.has(vendorId)),
          false,
        );
      });
      wakeWorkers(); // the batch's engine jobs and deliveries
    }
  },
});

/**
 * confirmed → run: one assessment per included vendor, in the set's order, with the plan's control
 * sets, each entry's assessment_id set. Behind the row lock, so a concurrent run waits and then sees
 * "run" (422 reassessment_immutable). The first WRITE_BATCH_SIZE vendors are assessed in the
 * request's transaction, all or nothing (a vendor gone meanwhile: 400 invalid_reassessment naming it,
 * nothing created); a larger set's other vendors are assessed by a job right after, a batch per
 * transaction (docs/architecture.md, "Short transactions"), and their entries fill in as it goes.
 */
export async function runReassessment(caller: Caller, reassessmentId: string) {
  return changeReassessment(caller, reassessmentId, "run", async (ctx, row, before) => {
    assertNotFinished(row);
    if (row.status !== "confirmed") {
      throw apiError("invalid_reassessment_state", "Confirm the reassessment before running it.");
    }
    if (!row.assessmentPlanId) {
      throw apiError("missing_assessment_plan");
    }
    const plan = await findAssessmentPlanInOrg(ctx.tx, ctx.orgId, row.assessmentPlanId);
    if (!plan) {
      throw invalidReassessment(
        `assessment_plan_id: the plan ${row.assessmentPlanId} no longer exists. Choose another plan with PATCH.`,
      );
    }
    assertVendorSetSettled(row);
    if (before.included_vendor_count === 0) {
      throw apiError(
        "invalid_reassessment_state",
        "No vendor is included in this reassessment, so running it would create nothing. Dismiss it instead.",
      );
    }
    const by: By = { orgId: ctx.orgId, actor: ctx.actor, requestId: ctx.requestId };
    const firstBatch = await vendorIdsOfSet(ctx.tx, ctx.orgId, row.id, { included: true, limit: WRITE_BATCH_SIZE });
    await assessBatch(ctx.tx, by, row, plan.controlSetIds, firstBatch, true);
    await ctx.tx
      .update(reassessments)
      .set({ status: "run", runAt: new Date() })
      .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
    if (before.included_vendor_count > WRITE_BATCH_SIZE) {
      const payload: AssessRestPayload = { reassessment_id: row.id, actor: ctx.actor, request_id: ctx.requestId };
      await enqueueJob(ctx.tx, assessRestJob, payload, { orgId: ctx.orgId });
    }
    return undefined;
  });
}
