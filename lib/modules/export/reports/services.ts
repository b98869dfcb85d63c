import { sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { serviceJoin, vendorJoin } from "@/lib/modules/vendors";
import type { ReportDefinition } from "../definition";
import { primaryContactEmail, tagList, unixSeconds } from "../sql";

export const servicesReport: ReportDefinition = {
  slug: "services",
  report_name: "Services",
  base_object: "service",
  mapping: {
    id: "Service ID",
    name: "Service Name",
    vendor_id: "Supplier ID",
    vendor_name: "Supplier Name",
    external_id: "External ID",
    description: "Description",
    primary_contact_email: "Primary Contact Email",
    tags: "Tags",
    created_at: "Created At",
    updated_at: "Updated At",
  },
  source: {
    from: sql`${serviceJoin.table} join ${vendorJoin.table} on ${vendorJoin.id} = ${serviceJoin.vendorId} and ${inOrg(vendorJoin.table, serviceJoin.orgId)}`,
    fields: {
      id: serviceJoin.id,
      name: serviceJoin.name,
      vendor_id: serviceJoin.vendorId,
      vendor_name: vendorJoin.name,
      external_id: serviceJoin.externalId,
      description: serviceJoin.description,
      primary_contact_email: primaryContactEmail(serviceJoin.contacts),
      tags: tagList(serviceJoin.tagIds, serviceJoin.orgId),
      created_at: unixSeconds(serviceJoin.createdAt),
      updated_at: unixSeconds(serviceJoin.updatedAt),
    },
    orgId: serviceJoin.orgId,
    createdAt: serviceJoin.createdAt,
    id: serviceJoin.id,
  },
};
