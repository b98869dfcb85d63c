/**
 * Words for the workflows module's codes: the default workflows' names, step actions, run and step
 * statuses and the kinds of record a step names. A workflow an organization creates keeps the name
 * it was given, turned into words (`labelOf` → `humanizeCode`): "supplier_exit" reads "Supplier exit".
 */
import { humanizeCode, labelOf } from "./index";

export const WORKFLOW_NAME_LABELS: Readonly<Record<string, string>> = {
  vendor_onboarding: "Vendor onboarding",
  offboarding: "Vendor offboarding",
};

export const WORKFLOW_ACTION_LABELS: Readonly<Record<string, string>> = {
  send_questionnaire: "Send questionnaire",
  tier_vendor: "Tier the vendor",
  send_webhook: "Send webhook",
  set_vendor_status: "Set vendor status",
  create_assessment: "Create assessment",
};

export const WORKFLOW_RUN_STATUS_LABELS: Readonly<Record<string, string>> = {
  started: "Running",
  completed: "Completed",
  failed: "Failed",
  canceled: "Canceled",
};

export const WORKFLOW_STEP_STATUS_LABELS: Readonly<Record<string, string>> = {
  success: "Done",
  failed: "Failed",
  skipped: "Skipped",
};

export const WORKFLOW_ARTIFACT_LABELS: Readonly<Record<string, string>> = {
  vendor: "Vendor",
  portal: "Portal",
  assessment: "Assessment",
  webhook_event: "Webhook event",
};

/** "vendor_onboarding" → "Vendor onboarding"; null (a definition that cannot be resolved) → "Workflow run". */
export function workflowNameLabel(name: string | null | undefined): string {
  return name ? labelOf(WORKFLOW_NAME_LABELS, name) : "Workflow run";
}

/** A step's action in words ("tier_vendor" → "Tier the vendor"); an unknown action type still reads as words. */
export function workflowActionLabel(actionType: string | null | undefined): string {
  return actionType ? labelOf(WORKFLOW_ACTION_LABELS, actionType) : "Step";
}

/** Input keys a person may type into a run's "other input", as words ("due_in_days" → "Due in days"). */
export const inputKeyLabel = (key: string): string => humanizeCode(key);
