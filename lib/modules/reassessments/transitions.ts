import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { inOrg } from "@/lib/db/tenant";
import { changeReassessment } from "./change";
import { assertNotFinished } from "./state";
import { reassessments } from "./tables";

/**
 * draft → confirmed: the vendor set is locked in. Locking in a set with no vendor included would
 * leave nothing to run, so that is refused.
 */
export async function confirmReassessment(ctx: ServiceContext, reassessmentId: string) {
  return changeReassessment(ctx, reassessmentId, "confirmed", async (row, before) => {
    assertNotFinished(row);
    if (row.status !== "draft") {
      throw apiError("invalid_reassessment_state", "This reassessment is already confirmed.");
    }
    if (!before.vendors.some((entry) => entry.included)) {
      throw apiError("invalid_reassessment_state", "Include at least one vendor before confirming.");
    }
    await ctx.tx
      .update(reassessments)
      .set({ status: "confirmed" })
      .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
  });
}

/** draft or confirmed → dismissed, for good. */
export async function dismissReassessment(ctx: ServiceContext, reassessmentId: string) {
  return changeReassessment(ctx, reassessmentId, "dismissed", async (row) => {
    assertNotFinished(row);
    await ctx.tx
      .update(reassessments)
      .set({ status: "dismissed" })
      .where(inOrg(reassessments, ctx.orgId, eq(reassessments.id, row.id)));
  });
}
