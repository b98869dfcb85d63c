import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { findVendorInOrg } from "./lookup";

/**
 * Writes under /v1/vendors/{vendor_id}: another organization's (or an unknown) vendor is 404
 * vendor_not_found before the body is validated, so a caller learns nothing from a 422.
 */
export const requireVendorInOrg = requireInOrg("vendor_id", findVendorInOrg);
