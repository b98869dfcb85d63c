import { sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { assessments } from "@/lib/modules/assessments/tables";
import { findings } from "@/lib/modules/findings/tables";
import { statusNameJoin } from "@/lib/modules/taxonomy";
import { vendorJoin } from "@/lib/modules/vendors";
import type { ReportDefinition } from "../definition";
import { asNumber, unixSeconds } from "../sql";

/** A finding's supplier: its own vendor, or its assessment's. */
const supplierId = sql`coalesce(${findings.vendorId}, ${assessments.vendorId})`;

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
    from: sql`${findings}
      left join ${assessments} on ${assessments.id} = ${findings.assessmentId} and ${inOrg(assessments, findings.orgId)}
      left join ${vendorJoin.table} on ${vendorJoin.id} = ${supplierId} and ${inOrg(vendorJoin.table, findings.orgId)}
      left join ${statusNameJoin.table} on ${statusNameJoin.id} = ${findings.findingStatusId} and ${inOrg(statusNameJoin.table, findings.orgId)}`,
    fields: {
      id: findings.id,
      title: findings.title,
      vendor_id: supplierId,
      vendor_name: vendorJoin.name,
      assessment_id: findings.assessmentId,
      status: statusNameJoin.name,
      due_date: asNumber(findings.dueDate),
      is_archived: findings.isArchived,
      created_at: unixSeconds(findings.createdAt),
      updated_at: unixSeconds(findings.updatedAt),
    },
    orgId: findings.orgId,
    createdAt: findings.createdAt,
    id: findings.id,
  },
};
