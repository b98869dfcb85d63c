import { registerReadRoute } from "@/lib/api/read-route";
import type { ApiApp } from "@/lib/api/types";
import { registerDefinitionWrites } from "./routes/definitions";
import { registerRunWorkflow } from "./routes/run";
import { registerRunReads } from "./routes/runs";
import { WorkflowDefinitionListSchema } from "./schemas";
import { listWorkflowDefinitions } from "./service";

export { type ActionContext, ActionFailure, type WorkflowAction } from "@/lib/extensions/workflow-actions";
export { subjectVendor, vendorArtifact } from "./actions/vendor-subject";
export { cancelRunsConcerning, startNamedRun } from "./runs";

export function registerWorkflowRoutes(app: ApiApp) {
  registerReadRoute(app, {
    path: "/v1/workflows",
    tag: "Workflows",
    operationId: "listWorkflows",
    summary: "Workflow definitions",
    response: WorkflowDefinitionListSchema,
    read: (ctx) => listWorkflowDefinitions(ctx),
  });
  registerRunReads(app);
  registerDefinitionWrites(app);
  registerRunWorkflow(app);
}
