import { toUnixSeconds } from "@/lib/time";
import type { DocumentRow } from "./tables";

export function serializeDocument(row: DocumentRow) {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    name: row.name,
    extension: row.extension,
    size: row.size,
    document_type: row.documentType,
    status: row.status,
    status_reason: row.status === "failed" ? row.statusReason : null,
    service_ids: row.serviceIds,
    assessment_ids: row.assessmentIds,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
