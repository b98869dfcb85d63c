import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findVendorInOrg } from "./lookup";

/**
 * Writes under /v1/vendors/{vendor_id}: another organization's (or an unknown) vendor is 404
 * vendor_not_found before the body is validated, so a caller learns nothing from a 422.
 */
export const requireVendorInOrg: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await findVendorInOrg(db(), c.get("principal").orgId, c.req.param("vendor_id") ?? "");
  await next();
};
