import { createRoute } from "@hono/zod-openapi";
import { registerReadRoute } from "@/lib/api/read-route";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { getRun, listRuns } from "../runs";
import { WorkflowRunIdParam, WorkflowRunListQuery, WorkflowRunListSchema, WorkflowRunSchema } from "../schemas";

const getRoute = createRoute({
  method: "get",
  path: "/v1/workflows/runs/{workflow_run_id}",
  tags: ["Workflows"],
  operationId: "getWorkflowRun",
  summary: "Get a workflow run with its steps",
  request: { params: WorkflowRunIdParam },
  responses: {
    200: json(WorkflowRunSchema, "The run."),
    ...errorResponses({ 404: "workflow_run_not_found" }),
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
