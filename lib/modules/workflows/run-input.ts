import type { Queryable } from "@/lib/db/client";
import { findVendorInOrg } from "@/lib/modules/vendors";

/**
 * Checks the references a run's input makes before the run starts (an extension of the spec's "stored
 * and echoed, not validated": the input is still stored and echoed as sent). A `vendor_id` must name a
 * vendor of the caller's organization, else 404 vendor_not_found and nothing is started, rather than a
 * run that fails at its first vendor step. Other keys are not looked at.
 */
export async function checkRunInput(q: Queryable, orgId: string, input: Record<string, unknown>): Promise<void> {
  if (!Object.hasOwn(input, "vendor_id")) {
    return;
  }
  const vendorId = input.vendor_id;
  // A non-string vendor_id names no vendor: same answer as an unknown one.
  await findVendorInOrg(q, orgId, typeof vendorId === "string" ? vendorId : "");
}
