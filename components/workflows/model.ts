import type { BadgeVariant } from "@/components/ui/badge";
import type { RecordRef } from "@/lib/web/hooks/record-names";
import type { RunStatus, WorkflowDefinition, WorkflowRunStep } from "@/lib/web/hooks/workflows";
import { humanizeCode, labelOf } from "@/lib/web/labels";
import { WORKFLOW_ACTION_LABELS, WORKFLOW_ARTIFACT_LABELS } from "@/lib/web/labels/workflows";

/** The step actions a workflow editor offers, in words. */
export const ACTION_LABELS: Readonly<Record<string, string>> = WORKFLOW_ACTION_LABELS;

export const RUN_STATUSES: RunStatus[] = ["started", "completed", "failed", "canceled"];

export const RUN_STATUS_VARIANTS: Record<RunStatus, BadgeVariant> = {
  started: "info",
  completed: "success",
  failed: "danger",
  canceled: "neutral",
};

export const STEP_STATUS_VARIANTS: Record<NonNullable<WorkflowRunStep["status"]>, BadgeVariant> = {
  success: "success",
  failed: "danger",
  skipped: "warning",
};

export function triggerLabel(trigger: WorkflowDefinition["trigger"]): string {
  return trigger.type === "manual" ? "Manual" : `When ${humanizeCode(trigger.event_type).toLowerCase()}`;
}

/** Parses the run input typed by the user: blank is {}, anything but a JSON object is an error message. */
export function parseJsonObject(text: string): { value: Record<string, unknown> } | { error: string } {
  if (text.trim() === "") {
    return { value: {} };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return { error: 'Enter a JSON object, for example {"note": "Annual review"}.' };
    }
    return { value: value as Record<string, unknown> };
  } catch (error) {
    return { error: `Not valid JSON: ${(error as Error).message}` };
  }
}

/** Where an artifact can be opened in the web app, when it has a page. */
export function artifactHref(artifact: { artifact_type: string; id: string }): string | null {
  const id = encodeURIComponent(artifact.id);
  switch (artifact.artifact_type) {
    case "portal":
      return `/portals?highlight=${id}`;
    case "vendor":
      return `/vendors/${id}`;
    case "assessment":
      return `/assessments/${id}`;
    default:
      return null;
  }
}

/** "vendor" → "Vendor", "webhook_event" → "Webhook event". */
export const artifactTypeLabel = (type: string): string => labelOf(WORKFLOW_ARTIFACT_LABELS, type);

/** The words for an artifact that has no name of its own to show (an email, a webhook event). */
export function artifactDescription(type: string): string {
  switch (type) {
    case "email":
      return "sent to the vendor's contact";
    case "webhook_event":
      return "delivered to the subscribed webhooks";
    default:
      return "recorded";
  }
}

const NAMED_KINDS = new Set<RecordRef["kind"]>(["vendor", "portal", "assessment", "webhook"]);

/** The records a run's steps name, to be shown by their names. */
export function artifactRefs(steps: readonly WorkflowRunStep[]): RecordRef[] {
  return steps.flatMap((step) =>
    step.artifacts
      .filter((artifact) => NAMED_KINDS.has(artifact.artifact_type as RecordRef["kind"]))
      .map((artifact) => ({ kind: artifact.artifact_type as RecordRef["kind"], id: artifact.id })),
  );
}

/** Step actions that act on a vendor: a run of a workflow with one needs a vendor in its input. */
const VENDOR_ACTIONS = new Set(["send_questionnaire", "tier_vendor", "set_vendor_status", "create_assessment"]);

/** What a run's start form asks for: the vendor (when a step acts on one), and whether it is required. */
export interface RunInputFields {
  vendor: "required" | "optional";
}

/**
 * The fields of a workflow's run input. A vendor is required when a step acts on a vendor and the run
 * cannot take it from a triggering event (a manual run); otherwise it is offered, optional.
 */
export function runInputFields(workflow: Pick<WorkflowDefinition, "steps">): RunInputFields {
  return { vendor: workflow.steps.some((step) => VENDOR_ACTIONS.has(step.action_type)) ? "required" : "optional" };
}

/**
 * The run's input from the form: the chosen vendor as vendor_id, merged over the other input (a JSON
 * object typed by the user, the form's "more input"). An error names the field to fix.
 */
export function buildRunInput(
  fields: RunInputFields,
  values: { vendorId: string; extra: string },
): { value: Record<string, unknown> } | { error: { field: "vendor" | "extra"; message: string } } {
  const extra = parseJsonObject(values.extra);
  if ("error" in extra) {
    return { error: { field: "extra", message: extra.error } };
  }
  if (fields.vendor === "required" && !values.vendorId) {
    return { error: { field: "vendor", message: "Choose the vendor this run acts on." } };
  }
  const { vendor_id: _typed, ...rest } = extra.value;
  return { value: values.vendorId ? { ...rest, vendor_id: values.vendorId } : rest };
}
