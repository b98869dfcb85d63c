import { eq, sql } from "drizzle-orm";
import { systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { riskLevels, statuses } from "@/lib/modules/taxonomy/tables";
import { derivePrimaryContact, type PrimaryContact } from "./contacts";
import { findVendorInOrg, type VendorRow } from "./lookup";
import { writeVendorChanges } from "./services/update-vendor";

/**
 * Writes made by automation (workflow actions) rather than by a PATCH; each records Vendor.Updated
 * and a change log entry by "system" on change.
 */

export const vendorTiers = ["tier_1", "tier_2", "tier_3"] as const;
export type VendorTier = (typeof vendorTiers)[number];

export function vendorPrimaryContact(vendor: VendorRow): PrimaryContact | null {
  return derivePrimaryContact(vendor.contacts, vendor.securityContactEmail);
}

/** The name of the vendor's inherent risk level (Critical … Minimal), or null when none is set. */
export async function inherentRiskLevelName(q: Queryable, vendor: VendorRow): Promise<string | null> {
  if (!vendor.inherentRiskLevelId) {
    return null;
  }
  const [level] = await q
    .select({ name: riskLevels.name })
    .from(riskLevels)
    .where(inOrg(riskLevels, vendor.orgId, eq(riskLevels.id, vendor.inherentRiskLevelId)));
  return level?.name ?? null;
}

/** Sets the read-only tier column; returns whether it changed. */
export async function setVendorTier(q: Queryable, orgId: string, vendorId: string, tier: VendorTier) {
  const current = await findVendorInOrg(q, orgId, vendorId, "update");
  return writeVendorChanges({ tx: q, orgId, actor: systemActor }, current, { tier });
}

/** The org's vendor status record with this name (case-insensitive), or null. */
export async function findVendorStatusByName(q: Queryable, orgId: string, name: string) {
  const [status] = await q
    .select({ id: statuses.id, name: statuses.name })
    .from(statuses)
    .where(inOrg(statuses, orgId, eq(statuses.entity, "vendor"), sql`lower(${statuses.name}) = lower(${name})`))
    .limit(1);
  return status ?? null;
}

/** Sets status_id; returns whether it changed. */
export async function setVendorStatus(q: Queryable, orgId: string, vendorId: string, statusId: string) {
  const current = await findVendorInOrg(q, orgId, vendorId, "update");
  return writeVendorChanges({ tx: q, orgId, actor: systemActor }, current, { statusId });
}
