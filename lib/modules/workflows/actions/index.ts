import type { WorkflowAction } from "@/lib/extensions/workflow-actions";
import { sendQuestionnaireAction } from "./send-questionnaire";
import { sendWebhookAction } from "./send-webhook";
import { setVendorStatusAction } from "./set-vendor-status";
import { tierVendorAction } from "./tier-vendor";

/** The actions the workflows module provides; other modules list their own in their descriptor. */
export const workflowModuleActions: WorkflowAction[] = [
  sendQuestionnaireAction,
  setVendorStatusAction,
  tierVendorAction,
  sendWebhookAction,
];
