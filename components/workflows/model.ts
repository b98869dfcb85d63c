import type { BadgeVariant } from "@/components/ui/badge";
import type { RunStatus, WorkflowDefinition, WorkflowRunStep } from "@/lib/web/hooks/workflows";

export const ACTION_LABELS: Record<string, string> = {
  send_questionnaire: "Send questionnaire",
  tier_vendor: "Tier the vendor",
  send_webhook: "Send webhook",
  set_vendor_status: "Set vendor status",
  create_assessment: "Create assessment",
};

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
  return trigger.type === "manual" ? "Manual" : `On ${trigger.event_type}`;
}

/** Parses the run input typed by the user: blank is {}, anything but a JSON object is an error message. */
export function parseJsonObject(text: string): { value: Record<string, unknown> } | { error: string } {
  if (text.trim() === "") {
    return { value: {} };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return { error: 'Enter a JSON object, for example {"vendor_id": "cbvndr_…"}.' };
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
