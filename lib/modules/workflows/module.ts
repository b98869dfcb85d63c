import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerWorkflowRoutes } from ".";
import { workflowModuleActions } from "./actions";
import { runWorkflowJob } from "./engine";
import { seedWorkflowDefaults } from "./seed";
import { startTriggeredWorkflows } from "./triggers";

export const workflowsModule = defineModule({
  name: "workflows",
  routes: registerWorkflowRoutes,
  changeLog: [
    { entityType: "workflow", readers: anyCredential },
    { entityType: "workflow_run", readers: anyCredential },
  ],
  jobs: [runWorkflowJob],
  eventListeners: [startTriggeredWorkflows],
  workflowActions: workflowModuleActions,
  organizationDefaults: seedWorkflowDefaults,
  navigation: [
    {
      label: "Workflows",
      href: "/workflows",
      position: 70,
      icon: "M4 5h5v4H4z M11 11h5v4h-5z M9 7h3v4",
      children: [
        { label: "Definitions", href: "/workflows" },
        { label: "Runs", href: "/workflows/runs" },
      ],
    },
  ],
});
