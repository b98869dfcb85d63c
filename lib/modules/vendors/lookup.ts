import { type AnyColumn, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { apiError, notFound } from "@/lib/api/errors";
import { isAnyOf } from "@/lib/db/any-of";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { services, vendors } from "./tables";

export type VendorRow = typeof vendors.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/**
 * The vendor of this organization, or 404 vendor_not_found (another org's vendor is not found too).
 * `lock` locks the row (for a read-modify-write) in the caller's transaction.
 */
export async function findVendorInOrg(
  q: Queryable,
  orgId: string,
  vendorId: string,
  lock?: RowLock,
): Promise<VendorRow> {
  return findInOrg(q, vendors, orgId, vendorId, {
    notFound: () => notFound("vendor_not_found", "Vendor"),
    lock,
  });
}

/** The service of this organization, or 404 service_not_found (another organization's service too). */
export async function findServiceInOrg(q: Queryable, orgId: string, serviceId: string): Promise<ServiceRow> {
  return findInOrg(q, services, orgId, serviceId, { notFound: () => notFound("service_not_found", "Service") });
}

/** Every ID must be one of the vendor's services in this organization, else 404 service_not_found. */
export async function assertVendorServices(
  q: Queryable,
  orgId: string,
  vendorId: string,
  serviceIds: readonly string[],
): Promise<void> {
  const known = await vendorServiceNames(q, orgId, vendorId, serviceIds);
  const missing = serviceIds.find((id) => !known.has(id));
  if (missing) {
    throw apiError("service_not_found", `Service ${missing} not found among this vendor's services.`);
  }
}

/** The names of those of `serviceIds` that are services of this vendor in this organization, by ID (others left out). */
export async function vendorServiceNames(
  q: Queryable,
  orgId: string,
  vendorId: string,
  serviceIds: readonly string[],
): Promise<Map<string, string>> {
  if (serviceIds.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inOrg(services, orgId, eq(services.vendorId, vendorId), inArray(services.id, [...serviceIds])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every service of the vendor (archived ones too) with its name and description, oldest first. */
export async function vendorServiceSummaries(
  q: Queryable,
  orgId: string,
  vendorId: string,
): Promise<{ id: string; name: string; description: string | null }[]> {
  return q
    .select({ id: services.id, name: services.name, description: services.description })
    .from(services)
    .where(inOrg(services, orgId, eq(services.vendorId, vendorId)))
    .orderBy(asc(services.createdAt), asc(services.id));
}

/** Those of `vendorIds` that are vendors of this organization, each once, in ID order (the database's). */
export async function vendorIdsInOrg(q: Queryable, orgId: string, vendorIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(vendorIds)];
  if (unique.length === 0) {
    return [];
  }
  const rows = await q
    .select({ id: vendors.id })
    .from(vendors)
    .where(inOrg(vendors, orgId, isAnyOf(vendors.id, unique)))
    .orderBy(asc(vendors.id));
  return rows.map((row) => row.id);
}

/**
 * Those of `vendorIds` that are vendors of this organization, locked for update in the caller's
 * transaction in ID order (the order every locker takes them, so that two never deadlock).
 */
export async function lockVendorsInOrg(
  q: Queryable,
  orgId: string,
  vendorIds: readonly string[],
): Promise<VendorRow[]> {
  return q
    .select()
    .from(vendors)
    .where(inOrg(vendors, orgId, inArray(vendors.id, [...vendorIds])))
    .orderBy(asc(vendors.id))
    .for("update");
}

/** The names of those of `vendorIds` that are vendors of this organization, by ID (others left out). */
export async function vendorNamesInOrg(
  q: Queryable,
  orgId: string,
  vendorIds: readonly string[],
): Promise<Map<string, string>> {
  if (vendorIds.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(inOrg(vendors, orgId, inArray(vendors.id, [...new Set(vendorIds)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The name of the organization's vendor `vendorId` as a column of another module's query (a scalar
 * subquery on the primary key; null when it is not one of the organization's vendors), so that a
 * list shows names in the same statement as its rows.
 */
export function vendorNameSql(vendorId: AnyColumn, orgId: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${vendors.name} from ${vendors} where ${inOrg(vendors, orgId, eq(vendors.id, vendorId))})`;
}
