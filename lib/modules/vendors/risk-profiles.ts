import { inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { vendors } from "./tables";

export interface VendorRiskProfile {
  id: string;
  name: string;
  /** A risk level of the organization (GET /v1/risk_levels), or null when not rated. */
  inherentRiskLevelId: string | null;
}

/** Those of `vendorIds` that are vendors of this organization, with their name and inherent risk level, by ID. */
export async function vendorRiskProfilesInOrg(
  q: Queryable,
  orgId: string,
  vendorIds: readonly string[],
): Promise<Map<string, VendorRiskProfile>> {
  if (vendorIds.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ id: vendors.id, name: vendors.name, inherentRiskLevelId: vendors.inherentRiskLevelId })
    .from(vendors)
    .where(inOrg(vendors, orgId, inArray(vendors.id, [...new Set(vendorIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}
