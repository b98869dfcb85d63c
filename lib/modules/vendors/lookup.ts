import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { services, vendors } from "./tables";

export type VendorRow = typeof vendors.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/**
 * The vendor of this organization, or 404 vendor_not_found (another org's vendor is not found too).
 * `forUpdate` locks the row for a read-modify-write in the caller's transaction.
 */
export async function findVendorInOrg(
  q: Queryable,
  orgId: string,
  vendorId: string,
  options: { forUpdate?: boolean } = {},
): Promise<VendorRow> {
  const query = q
    .select()
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), eq(vendors.id, vendorId)))
    .limit(1);
  const [vendor] = options.forUpdate ? await query.for("update") : await query;
  if (!vendor) {
    throw notFound("vendor_not_found", "Vendor");
  }
  return vendor;
}

/** The service of this organization, or 404 service_not_found (another organization's service too). */
export async function findServiceInOrg(q: Queryable, orgId: string, serviceId: string): Promise<ServiceRow> {
  const [service] = await q
    .select()
    .from(services)
    .where(and(eq(services.orgId, orgId), eq(services.id, serviceId)))
    .limit(1);
  if (!service) {
    throw notFound("service_not_found", "Service");
  }
  return service;
}
