import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { vendors } from "./tables";

/** The name and website of the organization's vendor `vendorId` (what a feed item names it by), or undefined. */
export async function vendorNameAndWebsite(
  q: Queryable,
  orgId: string,
  vendorId: string,
): Promise<{ name: string; website: string | null } | undefined> {
  const [row] = await q
    .select({ name: vendors.name, website: vendors.website })
    .from(vendors)
    .where(inOrg(vendors, orgId, eq(vendors.id, vendorId)))
    .limit(1);
  return row;
}

/** Every vendor of the organization with its name and website (what feed items name vendors by). */
export async function vendorNamesAndWebsitesInOrg(
  q: Queryable,
  orgId: string,
): Promise<{ id: string; name: string; website: string | null }[]> {
  return q
    .select({ id: vendors.id, name: vendors.name, website: vendors.website })
    .from(vendors)
    .where(inOrg(vendors, orgId));
}
