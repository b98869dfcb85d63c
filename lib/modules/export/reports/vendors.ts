import { sql } from "drizzle-orm";
import { aliasInOrg, inOrg } from "@/lib/db/tenant";
import { statusNameJoin } from "@/lib/modules/taxonomy";
import { vendorJoin } from "@/lib/modules/vendors";
import type { ReportDefinition } from "../definition";
import { primaryContactEmail, tagList, unixSeconds } from "../sql";

export const vendorsReport: ReportDefinition = {
  slug: "vendors",
  report_name: "Suppliers",
  base_object: "vendor",
  mapping: {
    id: "Supplier ID",
    name: "Supplier Name",
    external_id: "External ID",
    website: "Website",
    status: "Status",
    tier: "Tier",
    inherent_risk_level: "Inherent Risk",
    residual_risk_level: "Residual Risk",
    engagement_type: "Engagement Type",
    use_case: "Use Case",
    hq_location: "HQ Location",
    primary_contact_email: "Primary Contact Email",
    tags: "Tags",
    created_at: "Created At",
    updated_at: "Updated At",
  },
  source: {
    from: sql`${vendorJoin.table}
      left join ${statusNameJoin.table} on ${statusNameJoin.id} = ${vendorJoin.statusId} and ${inOrg(statusNameJoin.table, vendorJoin.orgId)}
      left join risk_levels inherent_level on inherent_level.id = ${vendorJoin.inherentRiskLevelId} and ${aliasInOrg("inherent_level", vendorJoin.orgId)}
      left join risk_levels residual_level on residual_level.id = ${vendorJoin.residualRiskLevelId} and ${aliasInOrg("residual_level", vendorJoin.orgId)}`,
    fields: {
      id: vendorJoin.id,
      name: vendorJoin.name,
      external_id: vendorJoin.externalId,
      website: vendorJoin.website,
      status: statusNameJoin.name,
      tier: vendorJoin.tier,
      inherent_risk_level: sql`inherent_level.name`,
      residual_risk_level: sql`residual_level.name`,
      engagement_type: vendorJoin.engagementType,
      use_case: vendorJoin.useCase,
      hq_location: vendorJoin.hqLocation,
      primary_contact_email: primaryContactEmail(vendorJoin.contacts, vendorJoin.securityContactEmail),
      tags: tagList(vendorJoin.tagIds, vendorJoin.orgId),
      created_at: unixSeconds(vendorJoin.createdAt),
      updated_at: unixSeconds(vendorJoin.updatedAt),
    },
    orgId: vendorJoin.orgId,
    createdAt: vendorJoin.createdAt,
    id: vendorJoin.id,
    supplierName: vendorJoin.name,
  },
};
