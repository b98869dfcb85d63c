import type { SelectOption } from "@/components/ui/select";
import type { AssessmentListQuery, AssessmentStatus } from "@/lib/web/hooks/assessments";
import { anyFilterSet, clearedFilterKeys, isArchivedParam, readFilterKeys } from "@/lib/web/list-filters";
import { ASSESSMENT_STATUS_LABELS, ASSESSMENT_STATUSES } from "./status";

/** URL keys of the assessments list's filters (the status key is distinct from the other vendor tabs'). */
export const ASSESSMENT_FILTER_KEYS = ["assessment_status", "vendor", "assignee", "archived"] as const;
export type AssessmentFilters = Record<(typeof ASSESSMENT_FILTER_KEYS)[number], string>;

export const readAssessmentFilters = (params: Record<string, string>): AssessmentFilters =>
  readFilterKeys(ASSESSMENT_FILTER_KEYS, params);
export const hasAssessmentFilters = (filters: AssessmentFilters) => anyFilterSet(ASSESSMENT_FILTER_KEYS, filters);
export const clearedAssessmentFilters = () => clearedFilterKeys(ASSESSMENT_FILTER_KEYS);

/** "In progress": every status the engine is still working through. */
const IN_PROGRESS = "in_progress";
const IN_PROGRESS_STATUSES: AssessmentStatus[] = [
  "created",
  "collecting_documents",
  "indexing_supporting_documents",
  "analyzing_questionnaire",
];

export const ASSESSMENT_STATUS_FILTER_OPTIONS: SelectOption[] = [
  { value: IN_PROGRESS, label: "In progress (any step)" },
  ...ASSESSMENT_STATUSES.map((status) => ({ value: status, label: ASSESSMENT_STATUS_LABELS[status] })),
];

/** The statuses the URL's status filter stands for; an unknown value is ignored rather than sent (422). */
function statusesOf(value: string): AssessmentStatus[] | undefined {
  if (value === IN_PROGRESS) {
    return IN_PROGRESS_STATUSES;
  }
  return (ASSESSMENT_STATUSES as readonly string[]).includes(value) ? [value as AssessmentStatus] : undefined;
}

/** The API query for the URL's filters; `vendorId` (the vendor page's tab) wins over the vendor filter. */
export function toAssessmentQuery(
  filters: AssessmentFilters,
  page: { limit: number; offset: number; vendorId?: string },
): AssessmentListQuery {
  return {
    limit: page.limit,
    offset: page.offset,
    vendor_id: page.vendorId ?? (filters.vendor || undefined),
    assignee_id: filters.assignee || undefined,
    status: statusesOf(filters.assessment_status),
    is_archived: isArchivedParam(filters.archived),
  };
}
