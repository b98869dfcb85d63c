import { toUnixSeconds } from "@/lib/time";
import type { FindingRow } from "./tables";

export function serializeFinding(row: FindingRow) {
  return {
    id: row.id,
    public_idx: null,
    vendor_id: row.vendorId,
    assessment_id: row.assessmentId,
    finding_status_id: row.findingStatusId,
    due_date: row.dueDate,
    is_archived: row.isArchived,
    title: row.title,
    body: row.body,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
