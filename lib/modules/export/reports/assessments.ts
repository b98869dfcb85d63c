import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { shownAssessments } from "@/lib/modules/assessments";
import { assessments } from "@/lib/modules/assessments/tables";
import { findings } from "@/lib/modules/findings/tables";
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
    from: sql`${assessments} left join ${vendorJoin.table} on ${vendorJoin.id} = ${assessments.vendorId} and ${inOrg(vendorJoin.table, assessments.orgId)}`,
    fields: {
      id: assessments.id,
      name: assessments.name,
      vendor_id: assessments.vendorId,
      vendor_name: vendorJoin.name,
      status: assessments.status,
      score_percent: sql`${assessments.scorePercent}::float8`,
      findings_count: sql`(select count(*)::int from ${findings} where ${inOrg(findings, assessments.orgId)} and ${findings.assessmentId} = ${assessments.id} and not ${findings.isArchived})`,
      assignee_id: assessments.assigneeId,
      initiated_at: unixSeconds(assessments.initiatedAt),
      is_archived: assessments.isArchived,
      created_at: unixSeconds(assessments.createdAt),
      updated_at: unixSeconds(assessments.updatedAt),
    },
    orgId: assessments.orgId,
    createdAt: assessments.createdAt,
    id: assessments.id,
    // Zero touch runs are assessments too, left out while the module is off.
    shown: (orgId) => shownAssessments(db(), orgId),
  },
};
