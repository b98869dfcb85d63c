"use client";

import { useMemo } from "react";
import { distinctIds, namesById, useRecordsByIds } from "./by-ids";
import { type Vendor, vendorKeys, vendorPath } from "./vendors";

/** Several vendors by ID (shares the vendor page's cache entries), e.g. to name them in a list. */
export function useVendorsByIds(ids: readonly string[]) {
  return useRecordsByIds<Vendor>(ids, vendorKeys.detail, vendorPath);
}

/**
 * Names of the vendors the rows refer to (`vendor_id`); null when not `enabled` (e.g. a list already
 * limited to one vendor, which shows no vendor column).
 */
export function useVendorNames(
  rows: readonly { vendor_id: string | null }[] | undefined,
  enabled = true,
): Map<string, string> | null {
  const ids = useMemo(() => (enabled ? distinctIds(rows, (row) => row.vendor_id) : []), [rows, enabled]);
  const vendors = useVendorsByIds(ids);
  return enabled ? namesById(ids, vendors, (vendor) => vendor.name) : null;
}
