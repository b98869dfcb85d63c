import { asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { vendorDiversityRecords, vendorLegalEntityAssignments, vendorSites, vendorTaxRegistrations } from "./tables";

/**
 * What a vendor's supplier profile holds about its registrations, for another module to weigh (zero
 * touch runs read it as evidence): its tax registrations, active sites (the primary first), how many
 * legal entities it is assigned to, and its diversity records.
 */
export async function registrationSummaryOfVendor(q: Queryable, orgId: string, vendorId: string) {
  const [tax, sites, entities, diversity] = await Promise.all([
    q
      .select({
        id: vendorTaxRegistrations.id,
        country: vendorTaxRegistrations.country,
        registrationType: vendorTaxRegistrations.registrationType,
        validationStatus: vendorTaxRegistrations.validationStatus,
      })
      .from(vendorTaxRegistrations)
      .where(inOrg(vendorTaxRegistrations, orgId, eq(vendorTaxRegistrations.vendorId, vendorId)))
      .orderBy(asc(vendorTaxRegistrations.country), asc(vendorTaxRegistrations.registrationType)),
    q
      .select({ id: vendorSites.id, country: vendorSites.country, isPrimary: vendorSites.isPrimary })
      .from(vendorSites)
      .where(inOrg(vendorSites, orgId, eq(vendorSites.vendorId, vendorId), eq(vendorSites.status, "active")))
      .orderBy(desc(vendorSites.isPrimary), asc(vendorSites.createdAt)),
    q
      .select({ legalEntityId: vendorLegalEntityAssignments.legalEntityId })
      .from(vendorLegalEntityAssignments)
      .where(inOrg(vendorLegalEntityAssignments, orgId, eq(vendorLegalEntityAssignments.vendorId, vendorId))),
    q
      .select({ id: vendorDiversityRecords.id, classification: vendorDiversityRecords.classification })
      .from(vendorDiversityRecords)
      .where(inOrg(vendorDiversityRecords, orgId, eq(vendorDiversityRecords.vendorId, vendorId))),
  ]);
  return { tax, sites, legalEntityCount: entities.length, diversity };
}
