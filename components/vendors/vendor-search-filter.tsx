"use client";

import { useId, useState } from "react";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { FILTER_WIDTH } from "@/components/ui/url-filter";
import { useVendorSearch } from "@/lib/web/hooks/vendor-options";
import type { UrlState } from "@/lib/web/use-url-state";

/** How many matches one search lists; typing more of the name finds the rest. */
const MATCHES_SHOWN = 20;
/** The API's bound on a name search. */
const MAX_SEARCH_CHARS = 200;

/**
 * The vendor filter of an organization with more vendors than a select lists: a combobox that
 * searches every vendor by name on the server; clearing it shows every vendor's rows again.
 */
export function VendorSearchFilter({
  value,
  valueLabel,
  setParams,
}: {
  value: string;
  /** The chosen vendor's name; "Selected vendor" while it loads, never its ID. */
  valueLabel: string | undefined;
  setParams: UrlState["setParams"];
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [opened, setOpened] = useState(false);
  const results = useVendorSearch(search.slice(0, MAX_SEARCH_CHARS), MATCHES_SHOWN, { enabled: opened });
  const options: ComboboxOption[] = (results.data?.vendors ?? []).map((vendor) => ({
    value: vendor.id,
    label: vendor.name,
  }));
  let emptyText = search ? `No vendor's name contains “${search}”.` : "No vendors yet.";
  if (results.isError) {
    emptyText = `Couldn't search vendors: ${results.error.message}`;
  }
  return (
    <div className={FILTER_WIDTH}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100">
        Vendor
      </label>
      <Combobox
        id={id}
        value={value}
        valueLabel={value ? (valueLabel ?? "Selected vendor") : undefined}
        onChange={(vendorId) => setParams({ vendor: vendorId })}
        options={options}
        onOpen={() => setOpened(true)}
        onSearch={setSearch}
        loading={opened && (results.isPending || (results.isFetching && results.isPlaceholderData))}
        emptyText={emptyText}
        noun="vendor"
        placeholder="Any vendor: type a name"
        clearable
      />
    </div>
  );
}
