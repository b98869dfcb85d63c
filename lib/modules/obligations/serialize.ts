import type { Queryable } from "@/lib/db/client";
import { documentNamesById } from "@/lib/modules/documents";
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

type SerializedObligation = ReturnType<typeof serializeObligation>;

/**
 * The obligations as the API answers them: each with its source document's name (one query for the
 * page). The change log keeps serializeObligation's shape, without the name.
 */
export async function withDocumentNames(
  q: Queryable,
  orgId: string,
  items: SerializedObligation[],
): Promise<(SerializedObligation & { vendor_document_name: string | null })[]> {
  const names = await documentNamesById(
    q,
    orgId,
    items.flatMap((item) => (item.vendor_document_id ? [item.vendor_document_id] : [])),
  );
  return items.map((item) => ({
    ...item,
    vendor_document_name: item.vendor_document_id ? (names.get(item.vendor_document_id) ?? null) : null,
  }));
}

/** One obligation as the API answers it (withDocumentNames for one). */
export async function withDocumentName(q: Queryable, orgId: string, item: SerializedObligation) {
  const [named] = await withDocumentNames(q, orgId, [item]);
  return named ?? { ...item, vendor_document_name: null };
}
