import { count, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { vendors } from "./tables";

/** How many of the organization's vendors have each inherent risk level ID (null: none set). */
export async function vendorCountsByInherentRiskLevel(
  q: Queryable,
  orgId: string,
): Promise<{ id: string | null; count: number }[]> {
  return q
    .select({ id: vendors.inherentRiskLevelId, count: count() })
    .from(vendors)
    .where(inOrg(vendors, orgId))
    .groupBy(vendors.inherentRiskLevelId);
}

/** How many of the organization's vendors are in each tier, by tier name (null, not tiered, last). */
export async function vendorCountsByTier(
  q: Queryable,
  orgId: string,
): Promise<{ tier: string | null; count: number }[]> {
  return q
    .select({ tier: vendors.tier, count: count() })
    .from(vendors)
    .where(inOrg(vendors, orgId))
    .groupBy(vendors.tier)
    .orderBy(sql`${vendors.tier} asc nulls last`);
}
