import { createRoute } from "@hono/zod-openapi";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { updateAssessment } from "../changes";
import { findAssessmentInOrg } from "../queries";
import { AssessmentIdParam, AssessmentSchema, UpdateAssessmentBody } from "../schemas";

const requireAssessmentInOrg = requireInOrg("assessment_id", findAssessmentInOrg);

const route = createRoute({
  method: "patch",
  path: "/v1/assessments/{assessment_id}",
  tags: ["Assessments"],
  operationId: "updateAssessment",
  summary: "Rename or reassign an assessment (extension)",
  description:
    "Only supplied fields change; assignee_id null unassigns. A changed assignee emits Assessment.AssigneeChanged.",
  request: {
    params: AssessmentIdParam,
    body: { content: { "application/json": { schema: UpdateAssessmentBody } }, required: true },
  },
  middleware: [requireAssessmentInOrg] as const,
  responses: {
    200: json(AssessmentSchema, "The updated assessment."),
    ...errorResponses({
      400: "invalid_update: blank name or unknown assignee.",
      404: "assessment_not_found",
      409: "invalid_assessment_status: the assessment is archived.",
    }),
    ...commonErrors,
  },
});

export function registerUpdateAssessment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { assessment_id: assessmentId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateAssessment(ctx, assessmentId, input)), 200);
  });
}
