"use client";

import { lazy, Suspense } from "react";
import type { SelectOption } from "@/components/ui/select";
import { UrlFilter } from "@/components/ui/url-filter";
import type { UrlState } from "@/lib/web/use-url-state";

// Only an organization with more vendors than one list holds needs the search and its combobox.
const VendorSearchFilter = lazy(() =>
  import("./vendor-search-filter").then((module) => ({ default: module.VendorSearchFilter })),
);

export interface VendorFilterProps {
  value: string;
  setParams: UrlState["setParams"];
  /** useVendorFilter's answer: the select's options, the names it knows, whether there are more vendors. */
  vendors: { filterOptions: SelectOption[]; names: ReadonlyMap<string, string>; more: boolean };
}

/**
 * `vendor`: one vendor's rows. A select of the first vendors by name; a search of every vendor by
 * name when the organization has more than the select would list.
 */
export function VendorFilter({ value, setParams, vendors }: VendorFilterProps) {
  const select = (
    <UrlFilter
      name="vendor"
      label="Vendor"
      placeholder="Any vendor"
      value={value}
      setParams={setParams}
      options={vendors.filterOptions}
    />
  );
  if (!vendors.more) {
    return select;
  }
  return (
    <Suspense fallback={select}>
      <VendorSearchFilter value={value} valueLabel={vendors.names.get(value)} setParams={setParams} />
    </Suspense>
  );
}
