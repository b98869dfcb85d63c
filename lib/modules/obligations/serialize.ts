import { toUnixSeconds } from "@/lib/time";
import type { ObligationStatus } from "./schemas";
import type { ObligationRow } from "./tables";

export function serializeObligation(row: ObligationRow) {
  return {
    id: row.id,
    statement: row.statement,
    status: row.status as ObligationStatus,
    obligation_type: row.obligationType,
    compliance_type: row.complianceType,
    vendor_document_id: row.vendorDocumentId,
    vendor_id: row.vendorId,
    assignee_id: row.assigneeId,
    assignee_group_id: row.assigneeGroupId,
    due_date: row.dueDate,
    is_archived: row.isArchived,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
