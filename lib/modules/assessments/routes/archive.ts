import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { archiveAssessment } from "../changes";
import { ArchivedAssessmentSchema, AssessmentIdParam } from "../schemas";

const route = createRoute({
  method: "delete",
  path: "/v1/assessments/{assessment_id}",
  tags: ["Assessments"],
  operationId: "archiveAssessment",
  summary: "Archive (cancel) an assessment",
  description:
    "Status canceled, is_archived true; its evaluations and findings are archived, its portals closed and its started workflow runs canceled. A repeat call returns the same envelope; GET still returns it.",
  request: { params: AssessmentIdParam },
  responses: {
    200: json(ArchivedAssessmentSchema, "The archived assessment."),
    ...errorResponses({ 404: "assessment_not_found" }),
    ...commonErrors,
  },
});

export function registerArchiveAssessment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { assessment_id: assessmentId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => archiveAssessment(ctx, assessmentId)), 200);
  });
}
