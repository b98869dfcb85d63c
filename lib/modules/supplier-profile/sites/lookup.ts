import { and, eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { db, type Queryable } from "@/lib/db/client";
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
export const requireSiteOfVendor: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await findSiteInOrg(db(), c.get("principal").orgId, c.req.param("site_id") ?? "", {
    vendorId: c.req.param("vendor_id") ?? "",
  });
  await next();
};
