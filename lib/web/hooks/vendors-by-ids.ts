"use client";

import { useRecordsByIds } from "./by-ids";
import { type Vendor, vendorKeys, vendorPath } from "./vendors";

/** Several vendors by ID (shares the vendor page's cache entries), e.g. to name them in a list. */
export function useVendorsByIds(ids: readonly string[]) {
  return useRecordsByIds<Vendor>(ids, vendorKeys.detail, vendorPath);
}
