import { sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { services, vendors } from "@/lib/modules/vendors/tables";
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
    from: sql`${services} join ${vendors} on ${vendors.id} = ${services.vendorId} and ${inOrg(vendors, services.orgId)}`,
    fields: {
      id: services.id,
      name: services.name,
      vendor_id: services.vendorId,
      vendor_name: vendors.name,
      external_id: services.externalId,
      description: services.description,
      primary_contact_email: primaryContactEmail(services.contacts),
      tags: tagList(services.tagIds, services.orgId),
      created_at: unixSeconds(services.createdAt),
      updated_at: unixSeconds(services.updatedAt),
    },
    orgId: services.orgId,
    createdAt: services.createdAt,
    id: services.id,
  },
};
