import { sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { obligationJoin } from "@/lib/modules/obligations";
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
    from: sql`${obligationJoin.table} left join ${vendorJoin.table} on ${vendorJoin.id} = ${obligationJoin.vendorId} and ${inOrg(vendorJoin.table, obligationJoin.orgId)}`,
    fields: {
      id: obligationJoin.id,
      statement: obligationJoin.statement,
      status: obligationJoin.status,
      obligation_type: obligationJoin.obligationType,
      compliance_type: obligationJoin.complianceType,
      vendor_id: obligationJoin.vendorId,
      vendor_name: vendorJoin.name,
      vendor_document_id: obligationJoin.vendorDocumentId,
      assignee_id: obligationJoin.assigneeId,
      due_date: asNumber(obligationJoin.dueDate),
      is_archived: obligationJoin.isArchived,
      created_at: unixSeconds(obligationJoin.createdAt),
      updated_at: unixSeconds(obligationJoin.updatedAt),
    },
    orgId: obligationJoin.orgId,
    createdAt: obligationJoin.createdAt,
    id: obligationJoin.id,
  },
};
