import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defaultLegalEntityCountries, legalEntityJoin } from "@/lib/modules/taxonomy";
import { vendorLegalEntityAssignments } from "../tables";

/**
 * The countries the organization pays this vendor from: those of the legal entities assigned to the
 * vendor, or of the organization's default legal entity while none is assigned.
 */
export async function payingCountries(q: Queryable, orgId: string, vendorId: string): Promise<Set<string>> {
  const assigned = await q
    .selectDistinct({ country: legalEntityJoin.country })
    .from(vendorLegalEntityAssignments)
    .innerJoin(
      legalEntityJoin.table,
      inOrg(
        legalEntityJoin.table,
        vendorLegalEntityAssignments.orgId,
        eq(legalEntityJoin.id, vendorLegalEntityAssignments.legalEntityId),
      ),
    )
    .where(inOrg(vendorLegalEntityAssignments, orgId, eq(vendorLegalEntityAssignments.vendorId, vendorId)));
  if (assigned.length > 0) {
    return new Set(assigned.map((row) => row.country));
  }
  return new Set(await defaultLegalEntityCountries(q, orgId));
}

/** domestic when the bank country is one the vendor is paid from, else wire; null without a bank country. */
export function paymentRoute(bankCountry: string | null, countries: ReadonlySet<string>): "domestic" | "wire" | null {
  if (!bankCountry) {
    return null;
  }
  return countries.has(bankCountry) ? "domestic" : "wire";
}
