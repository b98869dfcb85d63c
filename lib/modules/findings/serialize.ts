import type { FindingSeverity } from "@/lib/contract/findings";
import { toUnixSeconds } from "@/lib/time";
import type { FindingCommentRow, FindingRow } from "./tables";

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
    severity: row.severity as FindingSeverity | null,
    owner_id: row.ownerId,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export function serializeFindingComment(row: FindingCommentRow) {
  return {
    id: row.id,
    finding_id: row.findingId,
    body: row.body,
    author: { type: row.authorType as "user" | "api_key" | "system", id: row.authorId, name: row.authorName },
    created_at: toUnixSeconds(row.createdAt),
  };
}
