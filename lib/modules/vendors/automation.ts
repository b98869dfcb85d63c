import { systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { findStatusByName, riskLevelName } from "@/lib/modules/taxonomy";
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
  return riskLevelName(q, vendor.orgId, vendor.inherentRiskLevelId);
}

/** Sets the read-only tier column; returns whether it changed. */
export async function setVendorTier(q: Queryable, orgId: string, vendorId: string, tier: VendorTier) {
  const current = await findVendorInOrg(q, orgId, vendorId, "update");
  return writeVendorChanges({ tx: q, orgId, actor: systemActor }, current, { tier });
}

/** The org's vendor status record with this name (case-insensitive), or null. */
export function findVendorStatusByName(q: Queryable, orgId: string, name: string) {
  return findStatusByName(q, orgId, "vendor", name);
}

/** Sets status_id; returns whether it changed. */
export async function setVendorStatus(q: Queryable, orgId: string, vendorId: string, statusId: string) {
  const current = await findVendorInOrg(q, orgId, vendorId, "update");
  return writeVendorChanges({ tx: q, orgId, actor: systemActor }, current, { statusId });
}
