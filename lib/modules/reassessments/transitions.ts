import { eq } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/api/service-context";
import { inOrg } from "@/lib/db/tenant";
import { changeReassessment } from "./change";
import { assertNotFinished } from "./state";
import { reassessments } from "./tables";
import { assertVendorSetSettled } from "./vendor-set";

/**
 * draft → confirmed: the vendor set is locked in. Locking in a set with no vendor included would
 * leave nothing to run, so that is refused.
 */
export async function confirmReassessment(caller: Caller, reassessmentId: string) {
  return changeReassessment(caller, reassessmentId, "confirmed", async (ctx, row, before) => {
    assertNotFinished(row);
    if (row.status !== "draft") {
      throw apiError("invalid_reassessment_state", "This reassessment is already confirmed.");
    }
    assertVendorSetSettled(row);
    if (before.included_vendor_count === 0) {
      throw apiError("invalid_reassessment_state", "Include at least one vendor before confirming.");
    }
    await ctx.tx
      .update(reassessments)
      .set({ status: "confirmed" })
      .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
    return undefined;
  });
}

/** draft or confirmed → dismissed, for good. */
export async function dismissReassessment(caller: Caller, reassessmentId: string) {
  return changeReassessment(caller, reassessmentId, "dismissed", async (ctx, row) => {
    assertNotFinished(row);
    await ctx.tx
      .update(reassessments)
      .set({ status: "dismissed" })
      .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
    return undefined;
  });
}
