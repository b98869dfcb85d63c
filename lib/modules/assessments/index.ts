import { eq } from "drizzle-orm";
import type { ApiApp } from "@/lib/api/types";
import { inOrg } from "@/lib/db/tenant";
import { registerReferenceLookup } from "@/lib/lookups/registry";
import { registerCustomFieldTarget } from "@/lib/modules/custom-fields/targets";
import { onAssessmentDocumentsChanged } from "@/lib/modules/documents/for-assessments";
import { wakeEngine } from "./engine/job";
import { findAssessmentInOrg } from "./queries";
import { registerArchiveAssessment } from "./routes/archive";
import { registerCreateAssessment } from "./routes/create";
import { registerAssessmentReads } from "./routes/read";
import { registerAssessmentReview } from "./routes/review";
import { registerUpdateAssessment } from "./routes/update";
import { assessments } from "./tables";
import "./workflow-action";

// Findings, documents and workflows find an organization's assessments (and their vendor) here.
registerReferenceLookup("assessment", async (q, orgId, id) => {
  const [row] = await q
    .select({ vendorId: assessments.vendorId })
    .from(assessments)
    .where(inOrg(assessments, orgId, eq(assessments.id, id)))
    .limit(1);
  return row ? { vendorId: row.vendorId } : null;
});

registerCustomFieldTarget("assessment", {
  assertExists: async (ctx, assessmentId) => {
    await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId);
  },
  onValuesChanged: async (ctx, assessmentId) => {
    await ctx.tx.update(assessments).set({ updatedAt: new Date() }).where(eq(assessments.id, assessmentId));
  },
});

// A document finished processing, or was linked: the assessments waiting on documents move on.
onAssessmentDocumentsChanged(wakeEngine);

export function registerAssessmentRoutes(app: ApiApp) {
  registerAssessmentReads(app);
  registerCreateAssessment(app);
  registerUpdateAssessment(app);
  registerArchiveAssessment(app);
  registerAssessmentReview(app);
}
