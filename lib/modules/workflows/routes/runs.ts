import { anyCredential } from "@/lib/api/access-policy";
import { registerReadRoute } from "@/lib/api/read-route";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { getRun, listRuns } from "../runs";
import { WorkflowRunIdParam, WorkflowRunListQuery, WorkflowRunListSchema, WorkflowRunSchema } from "../schemas";

const getRoute = defineRoute({
  method: "get",
  path: "/v1/workflows/runs/{workflow_run_id}",
  tags: ["Workflows"],
  operationId: "getWorkflowRun",
  summary: "Get a workflow run with its steps",
  request: { params: WorkflowRunIdParam },
  access: anyCredential,
  responses: {
    200: json(WorkflowRunSchema, "The run."),
    ...errorsFor({ workflow_run_not_found: true }),
    ...commonErrors,
  },
});

export function registerRunReads(app: ApiApp) {
  registerReadRoute(app, {
    path: "/v1/workflows/runs",
    tag: "Workflows",
    operationId: "listWorkflowRuns",
    summary: "List workflow runs",
    description: "Newest first. An unknown workflow_name is 404 workflow_not_found.",
    query: WorkflowRunListQuery,
    response: WorkflowRunListSchema,
    read: (ctx, query) => listRuns(ctx, query),
  });
  app.openapi(getRoute, async (c) => c.json(await getRun(readContext(c), c.req.valid("param").workflow_run_id), 200));
}
