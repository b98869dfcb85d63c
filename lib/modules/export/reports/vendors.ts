import { sql } from "drizzle-orm";
import { aliasInOrg, inOrg } from "@/lib/db/tenant";
import { statusNameJoin } from "@/lib/modules/taxonomy";
import { vendors } from "@/lib/modules/vendors/tables";
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
    from: sql`${vendors}
      left join ${statusNameJoin.table} on ${statusNameJoin.id} = ${vendors.statusId} and ${inOrg(statusNameJoin.table, vendors.orgId)}
      left join risk_levels inherent_level on inherent_level.id = ${vendors.inherentRiskLevelId} and ${aliasInOrg("inherent_level", vendors.orgId)}
      left join risk_levels residual_level on residual_level.id = ${vendors.residualRiskLevelId} and ${aliasInOrg("residual_level", vendors.orgId)}`,
    fields: {
      id: vendors.id,
      name: vendors.name,
      external_id: vendors.externalId,
      website: vendors.website,
      status: statusNameJoin.name,
      tier: vendors.tier,
      inherent_risk_level: sql`inherent_level.name`,
      residual_risk_level: sql`residual_level.name`,
      engagement_type: vendors.engagementType,
      use_case: vendors.useCase,
      hq_location: vendors.hqLocation,
      primary_contact_email: primaryContactEmail(vendors.contacts, vendors.securityContactEmail),
      tags: tagList(vendors.tagIds, vendors.orgId),
      created_at: unixSeconds(vendors.createdAt),
      updated_at: unixSeconds(vendors.updatedAt),
    },
    orgId: vendors.orgId,
    createdAt: vendors.createdAt,
    id: vendors.id,
    supplierName: vendors.name,
  },
};
