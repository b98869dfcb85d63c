import { ASSESSMENT_STATUS_LABELS } from "@/components/assessments/status";
import { formatFraction } from "@/lib/web/format";
import { labelOf } from "@/lib/web/labels";
import { WORKFLOW_RUN_STATUS_LABELS, workflowNameLabel } from "@/lib/web/labels/workflows";
import { EMPTY_VALUE, formatValue } from "./model";
import { referenceKind, withNamesOf } from "./references";

/** Coded values whose words depend on the record: an assessment's status is not a workflow run's. */
const STATUS_LABELS: Record<string, Readonly<Record<string, string>>> = {
  assessment: ASSESSMENT_STATUS_LABELS,
  workflow_run: WORKFLOW_RUN_STATUS_LABELS,
};

/** Fields holding a fraction of one (0.643) that a person reads as a percentage (64%). */
const FRACTION_FIELDS = new Set(["score_percent", "progress"]);

/**
 * One before or after value of a change as a person reads it: IDs by the names in `names` ("a user"
 * or "an unknown vendor" once looked up and not found, "…" while looking), codes in words, fractions
 * as percentages, the rest through `formatValue`.
 */
export function changeValueText(
  entityType: string,
  field: string,
  value: unknown,
  names: ReadonlyMap<string, string>,
  looked: boolean,
): string {
  if (value === null || value === undefined || value === "") {
    return EMPTY_VALUE;
  }
  if (FRACTION_FIELDS.has(field) && typeof value === "number" && Number.isFinite(value)) {
    return formatFraction(value);
  }
  if (field === "status" && typeof value === "string" && Object.hasOwn(STATUS_LABELS, entityType)) {
    return labelOf(STATUS_LABELS[entityType] ?? {}, value);
  }
  if (field === "workflow_name" && typeof value === "string") {
    return workflowNameLabel(value);
  }
  return formatValue(withNamesOf(value, names, referenceKind(field), looked), field);
}
