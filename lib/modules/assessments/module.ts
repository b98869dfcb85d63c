import { eq, inArray } from "drizzle-orm";
import { anyCredential } from "@/lib/api/access-policy";
import { inOrg } from "@/lib/db/tenant";
import { defineModule } from "../descriptor";
import { registerAssessmentRoutes } from ".";
import { advanceAssessmentJob, wakeEngine } from "./engine/job";
import { findAssessmentInOrg } from "./queries";
import { assessments } from "./tables";
import { createAssessmentAction } from "./workflow-action";

export const assessmentsModule = defineModule({
  name: "assessments",
  routes: registerAssessmentRoutes,
  changeLog: [{ entityType: "assessment", readers: anyCredential }],
  jobs: [advanceAssessmentJob],
  // A document finished processing, or was linked: the assessments waiting on documents move on.
  assessmentDocumentListeners: [wakeEngine],
  // Findings, documents and workflows find an organization's assessments (and their vendor) here.
  referenceLookups: [
    {
      kind: "assessment",
      find: async (q, orgId, id) => {
        const [row] = await q
          .select({ vendorId: assessments.vendorId, controlSetIds: assessments.controlSetIds })
          .from(assessments)
          .where(inOrg(assessments, orgId, eq(assessments.id, id)))
          .limit(1);
        return row ? { vendorId: row.vendorId, controlSetIds: row.controlSetIds } : null;
      },
      // A document's assessment_ids (up to 500) are checked in one read.
      findExisting: async (q, orgId, ids) => {
        const found = await q
          .select({ id: assessments.id })
          .from(assessments)
          .where(inOrg(assessments, orgId, inArray(assessments.id, [...ids])));
        return new Set(found.map((row) => row.id));
      },
    },
  ],
  workflowActions: [createAssessmentAction],
  customFieldTargets: [
    {
      type: "assessment",
      assertExists: async (ctx, assessmentId) => {
        await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId);
      },
      onValuesChanged: async (ctx, assessmentId) => {
        await ctx.tx.update(assessments).set({ updatedAt: new Date() }).where(eq(assessments.id, assessmentId));
      },
      nameOf: async (ctx, assessmentId) => (await findAssessmentInOrg(ctx.tx, ctx.orgId, assessmentId)).name,
    },
  ],
  navigation: [
    { label: "Assessments", href: "/assessments", position: 30, icon: "M7 3h6v3H7z M5 4v13h10V4 M8 11l1.5 1.5L12 9" },
  ],
});
