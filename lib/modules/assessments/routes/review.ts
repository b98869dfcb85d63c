import { createRoute } from "@hono/zod-openapi";
import { requireDashboardRole } from "@/lib/api/middleware/access";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { approveAssessment, reopenAssessment } from "../changes";
import { AssessmentIdParam, AssessmentSchema } from "../schemas";

const reviewers = requireDashboardRole(["org:admin", "org:member"]);
const dashboardNote = "Dashboard session of an admin or member only; an ak_ key gets 401 `Unauthorized role.`";

const approveRoute = createRoute({
  method: "post",
  path: "/v1/assessments/{assessment_id}/approve",
  tags: ["Assessments"],
  operationId: "approveAssessment",
  summary: "Approve the evaluations (review_evals → complete)",
  description: `${dashboardNote} Records approved_at and approved_by.`,
  request: { params: AssessmentIdParam },
  middleware: [reviewers] as const,
  responses: {
    200: json(AssessmentSchema, "The completed assessment."),
    ...errorResponses({ 404: "assessment_not_found", 409: "invalid_assessment_status: not in review_evals." }),
    ...commonErrors,
  },
});

const reopenRoute = createRoute({
  method: "post",
  path: "/v1/assessments/{assessment_id}/reopen",
  tags: ["Assessments"],
  operationId: "reopenAssessment",
  summary: "Analyze again (review_evals, complete or failed → collecting_documents)",
  description: `${dashboardNote} Starts a new analysis round on the assessment's current documents; earlier evaluations are archived and open findings are kept.`,
  request: { params: AssessmentIdParam },
  middleware: [reviewers] as const,
  responses: {
    200: json(AssessmentSchema, "The reopened assessment."),
    ...errorResponses({
      404: "assessment_not_found",
      409: "invalid_assessment_status: not in review_evals, complete or failed.",
    }),
    ...commonErrors,
  },
});

export function registerAssessmentReview(app: ApiApp) {
  app.openapi(approveRoute, async (c) => {
    const { assessment_id: assessmentId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => approveAssessment(ctx, assessmentId)), 200);
  });
  app.openapi(reopenRoute, async (c) => {
    const { assessment_id: assessmentId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => reopenAssessment(ctx, assessmentId)), 200);
  });
}
