import { sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { obligations } from "@/lib/modules/obligations/tables";
import { vendorJoin } from "@/lib/modules/vendors";
import type { ReportDefinition } from "../definition";
import { asNumber, unixSeconds } from "../sql";

export const obligationsReport: ReportDefinition = {
  slug: "obligations",
  report_name: "Obligations",
  base_object: "obligation",
  mapping: {
    id: "Obligation ID",
    statement: "Statement",
    status: "Status",
    obligation_type: "Obligation Type",
    compliance_type: "Compliance Type",
    vendor_id: "Supplier ID",
    vendor_name: "Supplier Name",
    vendor_document_id: "Document ID",
    assignee_id: "Assignee ID",
    due_date: "Due Date",
    is_archived: "Archived",
    created_at: "Created At",
    updated_at: "Updated At",
  },
  source: {
    // obligations.vendor_id is the referenced document's vendor, or the one given on create.
    from: sql`${obligations} left join ${vendorJoin.table} on ${vendorJoin.id} = ${obligations.vendorId} and ${inOrg(vendorJoin.table, obligations.orgId)}`,
    fields: {
      id: obligations.id,
      statement: obligations.statement,
      status: obligations.status,
      obligation_type: obligations.obligationType,
      compliance_type: obligations.complianceType,
      vendor_id: obligations.vendorId,
      vendor_name: vendorJoin.name,
      vendor_document_id: obligations.vendorDocumentId,
      assignee_id: obligations.assigneeId,
      due_date: asNumber(obligations.dueDate),
      is_archived: obligations.isArchived,
      created_at: unixSeconds(obligations.createdAt),
      updated_at: unixSeconds(obligations.updatedAt),
    },
    orgId: obligations.orgId,
    createdAt: obligations.createdAt,
    id: obligations.id,
  },
};
