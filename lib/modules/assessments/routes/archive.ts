import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ArchivedAssessmentSchema, AssessmentIdParam } from "../schemas";
import { archiveAssessment } from "../updates";

const route = defineRoute({
  method: "delete",
  path: "/v1/assessments/{assessment_id}",
  tags: ["Assessments"],
  operationId: "archiveAssessment",
  summary: "Archive (cancel) an assessment",
  description:
    "Status canceled, is_archived true; its evaluations and findings are archived, its portals closed and its started workflow runs canceled. A repeat call returns the same envelope; GET still returns it.",
  request: { params: AssessmentIdParam },
  access: anyCredential,
  responses: {
    200: json(ArchivedAssessmentSchema, "The archived assessment."),
    ...errorsFor({ assessment_not_found: true }),
    ...commonErrors,
  },
});

export function registerArchiveAssessment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { assessment_id: assessmentId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => archiveAssessment(ctx, assessmentId)), 200);
  });
}
