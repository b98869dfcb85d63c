import { dashboardRoles } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createDefinition, requireWorkflowInOrg, updateDefinition } from "../definitions";
import {
  UpdateWorkflowDefinitionBody,
  WorkflowDefinitionBody,
  WorkflowDefinitionSchema,
  WorkflowIdParam,
} from "../schemas";

const editors = dashboardRoles(["org:admin", "org:member"]);

const createDefinitionRoute = defineRoute({
  method: "post",
  path: "/v1/workflows",
  tags: ["Workflows"],
  operationId: "createWorkflow",
  summary: "Define a workflow",
  description: "An action type no module provides is accepted; its step fails when run.",
  request: { body: { content: { "application/json": { schema: WorkflowDefinitionBody } }, required: true } },
  access: editors,
  responses: {
    201: json(WorkflowDefinitionSchema, "The new definition."),
    ...errorsFor({
      invalid_workflow: "trigger event not in the catalog, or repeated component_id.",
      workflow_exists: "the name is taken.",
    }),
    ...commonErrors,
  },
});

const updateDefinitionRoute = defineRoute({
  method: "patch",
  path: "/v1/workflows/{workflow_id}",
  tags: ["Workflows"],
  operationId: "updateWorkflow",
  summary: "Edit, enable or disable a workflow",
  description:
    "Omitted fields are unchanged; steps replaces the whole list. Runs already started keep the steps they started with.",
  request: {
    params: WorkflowIdParam,
    body: { content: { "application/json": { schema: UpdateWorkflowDefinitionBody } }, required: true },
  },
  access: editors,
  middleware: [requireWorkflowInOrg] as const,
  responses: {
    200: json(WorkflowDefinitionSchema, "The definition."),
    ...errorsFor({ invalid_workflow: true, workflow_not_found: true, workflow_exists: "the new name is taken." }),
    ...commonErrors,
  },
});

export function registerDefinitionWrites(app: ApiApp) {
  app.openapi(createDefinitionRoute, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createDefinition(ctx, input)), 201);
  });
  app.openapi(updateDefinitionRoute, async (c) => {
    const { workflow_id: id } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateDefinition(ctx, { workflowId: id, body: input })), 200);
  });
}
