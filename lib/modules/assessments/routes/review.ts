import { dashboardRoles } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { AssessmentIdParam, AssessmentSchema } from "../schemas";
import { approveAssessment, reopenAssessment } from "../updates";

const reviewers = dashboardRoles(["org:admin", "org:member"]);

const approveRoute = defineRoute({
  method: "post",
  path: "/v1/assessments/{assessment_id}/approve",
  tags: ["Assessments"],
  operationId: "approveAssessment",
  summary: "Approve the evaluations (review_evals → complete)",
  description: "Records approved_at and approved_by.",
  request: { params: AssessmentIdParam },
  access: reviewers,
  responses: {
    200: json(AssessmentSchema, "The completed assessment."),
    ...errorsFor({ assessment_not_found: true, invalid_assessment_status: "not in review_evals." }),
    ...commonErrors,
  },
});

const reopenRoute = defineRoute({
  method: "post",
  path: "/v1/assessments/{assessment_id}/reopen",
  tags: ["Assessments"],
  operationId: "reopenAssessment",
  summary: "Analyze again (review_evals, complete or failed → collecting_documents)",
  description:
    "Starts a new analysis round on the assessment's current documents; earlier evaluations are archived and open findings are kept.",
  request: { params: AssessmentIdParam },
  access: reviewers,
  responses: {
    200: json(AssessmentSchema, "The reopened assessment."),
    ...errorsFor({ assessment_not_found: true, invalid_assessment_status: "not in review_evals, complete or failed." }),
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
