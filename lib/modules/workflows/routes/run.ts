import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { respondIdempotently } from "@/lib/idempotency/respond";
import { requestRun } from "../runs";
import { RunWorkflowBody, RunWorkflowResponseSchema, WorkflowNameParam } from "../schemas";

const route = defineRoute({
  method: "post",
  path: "/v1/workflows/{workflow_name}/run",
  tags: ["Workflows"],
  operationId: "runWorkflow",
  summary: "Start a workflow run",
  description:
    "Honors Idempotency-Key. The run row and its dispatch are committed together, so the response means the " +
    "engine will execute it; the steps run in the background (poll GET /v1/workflows/runs/{workflow_run_id}). " +
    "An input vendor_id must name a vendor of the organization (404 vendor_not_found otherwise, and no run starts).",
  request: {
    params: WorkflowNameParam,
    body: { content: { "application/json": { schema: RunWorkflowBody } }, required: false },
  },
  access: anyCredential,
  responses: {
    201: json(RunWorkflowResponseSchema, "The run, started."),
    ...errorsFor({ workflow_not_found: true, workflow_disabled: true, vendor_not_found: true }),
    ...commonErrors,
  },
});

export function registerRunWorkflow(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { workflow_name: name } = c.req.valid("param");
    const { input } = c.req.valid("json") ?? { input: {} };
    const response = await respondIdempotently(c, async (ctx) => ({
      status: 201,
      body: await requestRun(ctx, { workflowName: name, input: input ?? {} }),
    }));
    return response as never;
  });
}
