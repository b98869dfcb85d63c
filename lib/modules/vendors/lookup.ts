import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { vendors } from "./tables";

export type VendorRow = typeof vendors.$inferSelect;

/** The vendor of this organization, or 404 vendor_not_found (another org's vendor is not found too). */
export async function findVendorInOrg(q: Queryable, orgId: string, vendorId: string): Promise<VendorRow> {
  const [vendor] = await q
    .select()
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), eq(vendors.id, vendorId)))
    .limit(1);
  if (!vendor) {
    throw notFound("vendor_not_found", "Vendor");
  }
  return vendor;
}
