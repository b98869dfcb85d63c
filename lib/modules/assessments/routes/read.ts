import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import {
  AssessmentIdParam,
  AssessmentListQuery,
  AssessmentListSchema,
  AssessmentQueryBody,
  AssessmentSchema,
  EvaluationListSchema,
} from "../schemas";
import { getAssessment, listAssessments, listEvaluations, queryAssessments } from "../service";

const getRoute = defineRoute({
  method: "get",
  path: "/v1/assessments/{assessment_id}",
  tags: ["Assessments"],
  operationId: "getAssessment",
  summary: "Get an assessment",
  description: "The object with custom_fields and without workflow_run_id; archived assessments are still returned.",
  request: { params: AssessmentIdParam },
  access: anyCredential,
  responses: {
    200: json(AssessmentSchema, "The assessment."),
    ...errorsFor({ assessment_not_found: true }),
    ...commonErrors,
  },
});

const listRoute = defineRoute({
  method: "get",
  path: "/v1/assessments",
  tags: ["Assessments"],
  operationId: "listAssessments",
  summary: "List assessments (extension)",
  description: "Newest first, archived included unless filtered; unknown filter IDs match nothing.",
  request: { query: AssessmentListQuery },
  access: anyCredential,
  responses: { 200: json(AssessmentListSchema, "A page of assessments."), ...commonErrors },
});

const evaluationsRoute = defineRoute({
  method: "get",
  path: "/v1/assessments/{assessment_id}/evaluations",
  tags: ["Assessments"],
  operationId: "listAssessmentEvaluations",
  summary: "The evaluations of an assessment's controls (extension)",
  description: "The current analysis round's evaluations in control order, each with its evidence quotes.",
  request: { params: AssessmentIdParam },
  access: anyCredential,
  responses: {
    200: json(EvaluationListSchema, "The evaluations."),
    ...errorsFor({ assessment_not_found: true }),
    ...commonErrors,
  },
});

const queryRoute = defineRoute({
  method: "post",
  path: "/v1/assessment/query",
  tags: ["Assessments"],
  operationId: "queryAssessments",
  summary: "Query assessments by rules",
  description:
    'Newest first. A zero touch run is an assessment: a rule `{path: "is_zero_touch", op: "eq", value: true}` lists runs only, false full assessments only; without the rule both.',
  request: { body: { content: { "application/json": { schema: AssessmentQueryBody } }, required: true } },
  access: anyCredential,
  responses: { 200: json(AssessmentListSchema, "A page of assessments."), ...commonErrors },
});

export function registerAssessmentReads(app: ApiApp) {
  app.openapi(queryRoute, async (c) => c.json(await queryAssessments(readContext(c), c.req.valid("json")), 200));
  app.openapi(listRoute, async (c) => c.json(await listAssessments(readContext(c), c.req.valid("query")), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await getAssessment(readContext(c), c.req.valid("param").assessment_id), 200),
  );
  app.openapi(evaluationsRoute, async (c) =>
    c.json(await listEvaluations(readContext(c), c.req.valid("param").assessment_id), 200),
  );
}
