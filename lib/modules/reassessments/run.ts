import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, isApiError, isDetailError } from "@/lib/api/errors";
import { inOrg } from "@/lib/db/tenant";
import { createAssessment } from "@/lib/modules/assessments/create";
import { findAssessmentPlanInOrg } from "@/lib/modules/controls/service";
import { changeReassessment } from "./change";
import { invalidReassessment } from "./references";
import { assertNotFinished } from "./state";
import { reassessments, reassessmentVendors } from "./tables";

/** What the assessment service said about one vendor, as a sentence. */
function reasonOf(error: unknown): string | null {
  if (isDetailError(error)) {
    const detail = error.detail as { error?: unknown } | string;
    return typeof detail === "string" ? detail : String(detail.error ?? error.message);
  }
  return isApiError(error) ? error.message : null;
}

/**
 * confirmed → run: one assessment per included vendor, in the set's order, with the plan's control
 * sets, through the assessment service (never a case), each entry's assessment_id set. All in the
 * request's one transaction behind the row lock: a concurrent run waits and then sees "run" (422
 * reassessment_immutable), and a vendor the service refuses half way (deleted meanwhile) rolls
 * back every assessment already created: 400 invalid_reassessment naming the vendor.
 */
export async function runReassessment(ctx: ServiceContext, reassessmentId: string) {
  return changeReassessment(ctx, reassessmentId, "run", async (row, before) => {
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
    const included = before.vendors.filter((entry) => entry.included);
    if (included.length === 0) {
      throw apiError(
        "invalid_reassessment_state",
        "No vendor is included in this reassessment, so running it would create nothing. Dismiss it instead.",
      );
    }
    for (const entry of included) {
      let assessmentId: string;
      try {
        const input = { vendor_id: entry.vendor_id, control_set_ids: plan.controlSetIds };
        const created = await createAssessment(ctx.tx, ctx.orgId, input, ctx);
        assessmentId = created.row.id;
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === null) {
          throw error;
        }
        throw invalidReassessment(`Vendor ${entry.vendor_id} could not be assessed (${reason}); nothing was created.`);
      }
      await ctx.tx
        .update(reassessmentVendors)
        .set({ assessmentId })
        .where(
          inOrg(
            reassessmentVendors,
            ctx.orgId,
            and(eq(reassessmentVendors.reassessmentId, row.id), eq(reassessmentVendors.vendorId, entry.vendor_id)),
          ),
        );
    }
    await ctx.tx
      .update(reassessments)
      .set({ status: "run", runAt: new Date() })
      .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
  });
}
