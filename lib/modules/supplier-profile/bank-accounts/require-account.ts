import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { findBankAccountInOrg } from "../bank-writes";

/**
 * Routes under /v1/vendors/{vendor_id}/bank_accounts/{bank_account_id} (after requireVendorInOrg):
 * another vendor's or another organization's account is 404 bank_account_not_found before the body
 * is validated.
 */
export const requireBankAccountOfVendor: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const orgId = c.get("principal").orgId;
  await findBankAccountInOrg(db(), orgId, c.req.param("vendor_id") ?? "", c.req.param("bank_account_id") ?? "");
  await next();
};
