import type { BadgeVariant } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select";
import type { Reassessment, ReassessmentStatus } from "@/lib/modules/reassessments/schemas";

const STATUS_LABELS: Record<ReassessmentStatus, string> = {
  draft: "Draft",
  confirmed: "Confirmed",
  run: "Run",
  dismissed: "Dismissed",
};

export const REASSESSMENT_STATUS_VARIANTS: Record<ReassessmentStatus, BadgeVariant> = {
  draft: "info",
  confirmed: "warning",
  run: "success",
  dismissed: "neutral",
};

export const REASSESSMENT_STATUSES = Object.keys(STATUS_LABELS) as ReassessmentStatus[];

export const reassessmentStatusLabel = (status: ReassessmentStatus) => STATUS_LABELS[status];

export const REASSESSMENT_STATUS_OPTIONS: SelectOption[] = REASSESSMENT_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

export function isReassessmentStatus(value: string): value is ReassessmentStatus {
  return Object.hasOwn(STATUS_LABELS, value);
}

/** The title, or what the reassessment is for when it has none. */
export function reassessmentTitle(reassessment: Pick<Reassessment, "title">, eventName?: string | null): string {
  if (reassessment.title?.trim()) {
    return reassessment.title;
  }
  return eventName ? `Reassessment: ${eventName}` : "Untitled reassessment";
}

export const includedVendors = (reassessment: Pick<Reassessment, "vendors">) =>
  reassessment.vendors.filter((vendor) => vendor.included);
