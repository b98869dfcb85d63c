import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { legalEntities } from "@/lib/modules/taxonomy/tables";
import { vendorLegalEntityAssignments } from "../tables";

/**
 * The countries the organization pays this vendor from: those of the legal entities assigned to the
 * vendor, or of the organization's default legal entity while none is assigned.
 */
export async function payingCountries(q: Queryable, orgId: string, vendorId: string): Promise<Set<string>> {
  const assigned = await q
    .selectDistinct({ country: legalEntities.country })
    .from(vendorLegalEntityAssignments)
    .innerJoin(
      legalEntities,
      inOrg(
        legalEntities,
        vendorLegalEntityAssignments.orgId,
        eq(legalEntities.id, vendorLegalEntityAssignments.legalEntityId),
      ),
    )
    .where(inOrg(vendorLegalEntityAssignments, orgId, eq(vendorLegalEntityAssignments.vendorId, vendorId)));
  if (assigned.length > 0) {
    return new Set(assigned.map((row) => row.country));
  }
  const defaults = await q
    .select({ country: legalEntities.country })
    .from(legalEntities)
    .where(inOrg(legalEntities, orgId, sql`${legalEntities.isDefault}`));
  return new Set(defaults.map((row) => row.country));
}

/** domestic when the bank country is one the vendor is paid from, else wire; null without a bank country. */
export function paymentRoute(bankCountry: string | null, countries: ReadonlySet<string>): "domestic" | "wire" | null {
  if (!bankCountry) {
    return null;
  }
  return countries.has(bankCountry) ? "domestic" : "wire";
}
