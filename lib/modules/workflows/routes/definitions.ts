import { createRoute } from "@hono/zod-openapi";
import { requireDashboardRole } from "@/lib/api/middleware/access";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createDefinition, requireWorkflowInOrg, updateDefinition } from "../definitions";
import {
  UpdateWorkflowDefinitionBody,
  WorkflowDefinitionBody,
  WorkflowDefinitionSchema,
  WorkflowIdParam,
} from "../schemas";

const editors = requireDashboardRole(["org:admin", "org:member"]);
const dashboardNote = "Dashboard session of an admin or member only; an ak_ key gets 401 `Unauthorized role.`";

const createDefinitionRoute = createRoute({
  method: "post",
  path: "/v1/workflows",
  tags: ["Workflows"],
  operationId: "createWorkflow",
  summary: "Define a workflow",
  description: `${dashboardNote} An action type no module provides is accepted; its step fails when run.`,
  request: { body: { content: { "application/json": { schema: WorkflowDefinitionBody } }, required: true } },
  middleware: [editors] as const,
  responses: {
    201: json(WorkflowDefinitionSchema, "The new definition."),
    ...errorResponses({
      400: "invalid_workflow: trigger event not in the catalog, or repeated component_id.",
      409: "workflow_exists: the name is taken.",
    }),
    ...commonErrors,
  },
});

const updateDefinitionRoute = createRoute({
  method: "patch",
  path: "/v1/workflows/{workflow_id}",
  tags: ["Workflows"],
  operationId: "updateWorkflow",
  summary: "Edit, enable or disable a workflow",
  description: `${dashboardNote} Omitted fields are unchanged; steps replaces the whole list. Runs already started keep the steps they started with.`,
  request: {
    params: WorkflowIdParam,
    body: { content: { "application/json": { schema: UpdateWorkflowDefinitionBody } }, required: true },
  },
  middleware: [editors, requireWorkflowInOrg] as const,
  responses: {
    200: json(WorkflowDefinitionSchema, "The definition."),
    ...errorResponses({
      400: "invalid_workflow",
      404: "workflow_not_found",
      409: "workflow_exists: the new name is taken.",
    }),
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
    return c.json(await inTransaction(c, (ctx) => updateDefinition(ctx, id, input)), 200);
  });
}
