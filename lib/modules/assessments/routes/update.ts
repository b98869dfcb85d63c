import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { db } from "@/lib/db/client";
import { updateAssessment } from "../changes";
import { findAssessmentInOrg } from "../queries";
import { AssessmentIdParam, AssessmentSchema, UpdateAssessmentBody } from "../schemas";

/** Another organization's assessment is 404 before the body is validated, so a 422 reveals nothing. */
const requireAssessmentInOrg: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await findAssessmentInOrg(db(), c.get("principal").orgId, c.req.param("assessment_id") ?? "");
  await next();
};

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
