import { toUnixSeconds } from "@/lib/time";
import type { AssessmentCounts } from "./queries";
import type { AssessmentStatus } from "./schemas";
import type { AssessmentRow } from "./tables";

/** The object's fields shared by the create, get and list shapes. */
export function serializeAssessment(row: AssessmentRow, counts: AssessmentCounts) {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    name: row.name,
    status: row.status as AssessmentStatus,
    control_set_ids: row.controlSetIds,
    service_ids: row.serviceIds,
    assignee_id: row.assigneeId,
    score_percent: row.scorePercent === null ? null : Math.round(row.scorePercent * 10_000) / 10_000,
    findings_count: counts.findingsCount,
    initiated_at: toUnixSeconds(row.initiatedAt),
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    supporting_document_ids: row.supportingDocumentIds,
    status_reason: row.statusReason,
    progress: { controls_evaluated: counts.controlsEvaluated, controls_total: counts.controlsTotal },
    approved_at: toUnixSeconds(row.approvedAt),
    approved_by: row.approvedBy,
    is_archived: row.isArchived,
    is_zero_touch: row.isZeroTouch,
    archived_at: toUnixSeconds(row.archivedAt),
  };
}
