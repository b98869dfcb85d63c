import { anyCredential } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { findAssessmentInOrg } from "../queries";
import { AssessmentIdParam, AssessmentSchema, UpdateAssessmentBody } from "../schemas";
import { updateAssessment } from "../updates";

const requireAssessmentInOrg = requireInOrg("assessment_id", findAssessmentInOrg);

const route = defineRoute({
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
  access: anyCredential,
  middleware: [requireAssessmentInOrg] as const,
  responses: {
    200: json(AssessmentSchema, "The updated assessment."),
    ...errorsFor({
      invalid_update: "blank name or unknown assignee.",
      assessment_not_found: true,
      invalid_assessment_status: "the assessment is archived.",
    }),
    ...commonErrors,
  },
});

export function registerUpdateAssessment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { assessment_id: assessmentId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateAssessment(ctx, { assessmentId, body: input })), 200);
  });
}
