import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/api/errors";
import { requireChildInOrg } from "@/lib/api/middleware/require-in-org";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, type RowLock } from "@/lib/db/tenant";
import { type VendorSiteRow, vendorSites } from "../tables";

/**
 * An active site of this organization (of `vendorId`, when given), or 404 site_not_found: a deleted
 * site, another vendor's and another organization's are all not found.
 */
export function findSiteInOrg(
  q: Queryable,
  orgId: string,
  siteId: string,
  options: { vendorId?: string; lock?: RowLock } = {},
): Promise<VendorSiteRow> {
  return findInOrg(q, vendorSites, orgId, siteId, {
    notFound: () => notFound("site_not_found", "Site"),
    lock: options.lock,
    where: and(
      eq(vendorSites.status, "active"),
      options.vendorId === undefined ? undefined : eq(vendorSites.vendorId, options.vendorId),
    ),
  });
}

/**
 * Routes under /v1/vendors/{vendor_id}/sites/{site_id} (after requireVendorInOrg): a deleted site, another
 * vendor's and another organization's are 404 site_not_found before the body is validated.
 */
export const requireSiteOfVendor = requireChildInOrg("vendor_id", "site_id", (q, orgId, vendorId, siteId) =>
  findSiteInOrg(q, orgId, siteId, { vendorId }),
);
