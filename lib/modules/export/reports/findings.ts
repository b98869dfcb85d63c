import { sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { assessmentJoin } from "@/lib/modules/assessments";
import { findingJoin } from "@/lib/modules/findings";
import { statusNameJoin } from "@/lib/modules/taxonomy";
import { vendorJoin } from "@/lib/modules/vendors";
import type { ReportDefinition } from "../definition";
import { asNumber, unixSeconds } from "../sql";

/** A finding's supplier: its own vendor, or its assessment's. */
const supplierId = sql`coalesce(${findingJoin.vendorId}, ${assessmentJoin.vendorId})`;

export const findingsReport: ReportDefinition = {
  slug: "findings",
  report_name: "Findings",
  base_object: "finding",
  mapping: {
    id: "Finding ID",
    title: "Title",
    vendor_id: "Supplier ID",
    vendor_name: "Supplier Name",
    assessment_id: "Assessment ID",
    status: "Status",
    due_date: "Due Date",
    is_archived: "Archived",
    created_at: "Created At",
    updated_at: "Updated At",
  },
  source: {
    from: sql`${findingJoin.table}
      left join ${assessmentJoin.table} on ${assessmentJoin.id} = ${findingJoin.assessmentId} and ${inOrg(assessmentJoin.table, findingJoin.orgId)}
      left join ${vendorJoin.table} on ${vendorJoin.id} = ${supplierId} and ${inOrg(vendorJoin.table, findingJoin.orgId)}
      left join ${statusNameJoin.table} on ${statusNameJoin.id} = ${findingJoin.findingStatusId} and ${inOrg(statusNameJoin.table, findingJoin.orgId)}`,
    fields: {
      id: findingJoin.id,
      title: findingJoin.title,
      vendor_id: supplierId,
      vendor_name: vendorJoin.name,
      assessment_id: findingJoin.assessmentId,
      status: statusNameJoin.name,
      due_date: asNumber(findingJoin.dueDate),
      is_archived: findingJoin.isArchived,
      created_at: unixSeconds(findingJoin.createdAt),
      updated_at: unixSeconds(findingJoin.updatedAt),
    },
    orgId: findingJoin.orgId,
    createdAt: findingJoin.createdAt,
    id: findingJoin.id,
  },
};
