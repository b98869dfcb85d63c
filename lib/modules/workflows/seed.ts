import type { Tx } from "@/lib/db/client";
import type { OrgSeedInput } from "@/lib/extensions/organization-defaults";
import { newId } from "@/lib/ids";
import { defaultWorkflows } from "./defaults";
import { workflowDefinitions } from "./tables";

export async function seedWorkflowDefaults(tx: Tx, org: OrgSeedInput): Promise<void> {
  await tx.insert(workflowDefinitions).values(
    defaultWorkflows.map((template) => ({
      id: newId("workflowDefinition"),
      orgId: org.id,
      name: template.name,
      enabled: template.enabled,
      trigger: template.trigger,
      steps: template.steps.map((step, index) => ({ component_id: `step_${index + 1}`, ...step })),
    })),
  );
}
