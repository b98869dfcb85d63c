import type { WorkflowStepDefinition, WorkflowTrigger } from "./tables";

interface WorkflowTemplate {
  name: string;
  enabled: boolean;
  trigger: WorkflowTrigger;
  steps: Omit<WorkflowStepDefinition, "component_id">[];
}

/** A new organization's workflows: an enabled vendor_onboarding workflow and a disabled offboarding one. */
export const defaultWorkflows: WorkflowTemplate[] = [
  {
    name: "vendor_onboarding",
    enabled: true,
    trigger: { type: "manual" },
    steps: [
      {
        component_name: "Send inherent risk questionnaire",
        action_type: "send_questionnaire",
        settings: { questionnaire_type: "irq" },
      },
      { component_name: "Tier the vendor", action_type: "tier_vendor", settings: {} },
      // A manual run has no triggering event: subscribers hear about the onboarded vendor as Vendor.Updated.
      { component_name: "Notify subscribers", action_type: "send_webhook", settings: { event_type: "Vendor.Updated" } },
    ],
  },
  {
    name: "offboarding",
    enabled: false,
    trigger: { type: "manual" },
    steps: [
      {
        component_name: "Set vendor status to Offboarded",
        action_type: "set_vendor_status",
        settings: { status: "Offboarded" },
      },
      { component_name: "Notify subscribers", action_type: "send_webhook", settings: {} },
    ],
  },
];
