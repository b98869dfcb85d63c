import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { assessmentJoin, shownAssessments } from "@/lib/modules/assessments";
import { findingJoin } from "@/lib/modules/findings";
import { vendorJoin } from "@/lib/modules/vendors";
import type { ReportDefinition } from "../definition";
import { unixSeconds } from "../sql";

export const assessmentsReport: ReportDefinition = {
  slug: "assessments",
  report_name: "Assessments",
  base_object: "assessment",
  mapping: {
    id: "Assessment ID",
    name: "Assessment Name",
    vendor_id: "Supplier ID",
    vendor_name: "Supplier Name",
    status: "Status",
    score_percent: "Score",
    findings_count: "Findings",
    assignee_id: "Assignee ID",
    initiated_at: "Initiated At",
    is_archived: "Archived",
    created_at: "Created At",
    updated_at: "Updated At",
  },
  source: {
    from: sql`${assessmentJoin.table} left join ${vendorJoin.table} on ${vendorJoin.id} = ${assessmentJoin.vendorId} and ${inOrg(vendorJoin.table, assessmentJoin.orgId)}`,
    fields: {
      id: assessmentJoin.id,
      name: assessmentJoin.name,
      vendor_id: assessmentJoin.vendorId,
      vendor_name: vendorJoin.name,
      status: assessmentJoin.status,
      score_percent: sql`${assessmentJoin.scorePercent}::float8`,
      findings_count: sql`(select count(*)::int from ${findingJoin.table} where ${inOrg(findingJoin.table, assessmentJoin.orgId)} and ${findingJoin.assessmentId} = ${assessmentJoin.id} and not ${findingJoin.isArchived})`,
      assignee_id: assessmentJoin.assigneeId,
      initiated_at: unixSeconds(assessmentJoin.initiatedAt),
      is_archived: assessmentJoin.isArchived,
      created_at: unixSeconds(assessmentJoin.createdAt),
      updated_at: unixSeconds(assessmentJoin.updatedAt),
    },
    orgId: assessmentJoin.orgId,
    createdAt: assessmentJoin.createdAt,
    id: assessmentJoin.id,
    // Zero touch runs are assessments too, left out while the module is off.
    shown: (orgId) => shownAssessments(db(), orgId),
  },
};
