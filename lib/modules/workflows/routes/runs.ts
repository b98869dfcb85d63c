import { anyCredential } from "@/lib/api/access-policy";
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

const listRoute = defineRoute({
  method: "get",
  path: "/v1/workflows/runs",
  tags: ["Workflows"],
  operationId: "listWorkflowRuns",
  summary: "List workflow runs",
  description: "Newest first. An unknown workflow_name is 404 workflow_not_found.",
  request: { query: WorkflowRunListQuery },
  access: anyCredential,
  responses: {
    200: json(WorkflowRunListSchema, "OK"),
    ...errorsFor({ workflow_not_found: "workflow_name names no workflow of the organization." }),
    ...commonErrors,
  },
});

export function registerRunReads(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(await listRuns(readContext(c), c.req.valid("query")), 200));
  app.openapi(getRoute, async (c) => c.json(await getRun(readContext(c), c.req.valid("param").workflow_run_id), 200));
}
