import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { respondIdempotently } from "@/lib/idempotency/respond";
import { createAssessment } from "../create";
import { AssessmentRejectionSchema, CreateAssessmentBody, CreatedAssessmentSchema } from "../schemas";
import { serializeAssessment } from "../serialize";

const route = defineRoute({
  method: "post",
  path: "/v1/assessments",
  tags: ["Assessments"],
  operationId: "createAssessment",
  summary: "Create an assessment",
  description:
    "Honors Idempotency-Key. The engine then moves it through collecting_documents, indexing_supporting_documents and analyzing_questionnaire to review_evals (see the API notes). The response carries workflow_run_id (the trigger_workflow run, else null).",
  request: { body: { content: { "application/json": { schema: CreateAssessmentBody } }, required: true } },
  access: anyCredential,
  responses: {
    201: json(CreatedAssessmentSchema, "The new assessment."),
    400: json(
      AssessmentRejectionSchema,
      "Unknown vendor, control set, service, assignee or supporting document, or a bad name template.",
    ),
    ...errorsFor({
      workflow_not_found: "trigger_workflow names no workflow of the organization.",
      workflow_disabled: "trigger_workflow names a disabled workflow.",
    }),
    ...commonErrors,
  },
});

export function registerCreateAssessment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    const response = await respondIdempotently(c, async (ctx) => {
      const { row, workflowRunId } = await createAssessment(ctx.tx, ctx.orgId, input, ctx);
      const counts = { findingsCount: 0, controlsEvaluated: 0, controlsTotal: 0 };
      return { status: 201, body: { ...serializeAssessment(row, counts), workflow_run_id: workflowRunId } };
    });
    return response as never;
  });
}
