import { requireChildInOrg } from "@/lib/api/middleware/require-in-org";
import { findBankAccountInOrg } from "../bank-writes";

/** Routes under .../bank_accounts/{bank_account_id}: another vendor's or organization's account is a 404 first. */
export const requireBankAccountOfVendor = requireChildInOrg("vendor_id", "bank_account_id", (q, orgId, vendorId, id) =>
  findBankAccountInOrg(q, orgId, vendorId, id),
);
