import type { ChangeLogItem } from "@/lib/web/hooks/change-log";
import { workflowNameLabel } from "@/lib/web/labels/workflows";
import { entityTypeLabel } from "./model";

/**
 * The record a change-log entry is about, in words, never its ID: its name ("vendor_onboarding" as
 * "Vendor onboarding" for workflows and their runs), else a description of it ("Untitled reassessment").
 */
export function entityWords(item: Pick<ChangeLogItem, "entity_type" | "entity_name">): string {
  const name = item.entity_name?.trim();
  if (name && (item.entity_type === "workflow" || item.entity_type === "workflow_run")) {
    return workflowNameLabel(name);
  }
  if (name) {
    return name;
  }
  return `Untitled ${entityTypeLabel(item.entity_type).toLowerCase()}`;
}
