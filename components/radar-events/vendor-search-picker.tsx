"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useVendorSearch } from "@/lib/web/hooks/vendor-options";

export interface PickedVendor {
  id: string;
  name: string;
}

/** How many matches one search shows; narrowing the name finds the rest. */
const MATCHES_SHOWN = 20;

/**
 * Vendors chosen by searching their name on the server (so every vendor is reachable, not only a
 * first page): each match is a checkbox, the chosen ones are listed with a remove button.
 * `unavailable` vendors (already in the set being edited) are shown checked and disabled.
 */
export function VendorSearchPicker({
  label,
  value,
  onChange,
  unavailable,
}: {
  label: string;
  value: PickedVendor[];
  onChange: (value: PickedVendor[]) => void;
  unavailable?: ReadonlySet<string>;
}) {
  const [name, setName] = useState("");
  const search = useVendorSearch(name, MATCHES_SHOWN);
  const chosen = new Set(value.map((vendor) => vendor.id));
  const toggle = (vendor: PickedVendor) =>
    onChange(chosen.has(vendor.id) ? value.filter((item) => item.id !== vendor.id) : [...value, vendor]);
  const matches = search.data?.vendors ?? [];
  const more = (search.data?.total ?? 0) - matches.length;

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">{label}</legend>
      <SearchInput
        label="Search vendors by name"
        placeholder="Search vendors by name"
        value={name}
        onChange={setName}
        className="w-full"
      />
      <div className="max-h-56 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-800">
        {search.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner size="sm" /> Searching vendors…
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Couldn't search vendors: {search.error.message}
          </p>
        ) : matches.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {name ? `No vendor's name contains “${name}”.` : "Your organization has no vendors yet."}
          </p>
        ) : (
          <ul aria-label="Matching vendors" className="space-y-1.5">
            {matches.map((vendor) => {
              const taken = unavailable?.has(vendor.id) ?? false;
              return (
                <li key={vendor.id}>
                  <Checkbox
                    label={vendor.name}
                    description={taken ? "Already in the reassessment" : undefined}
                    checked={taken || chosen.has(vendor.id)}
                    disabled={taken}
                    onChange={() => toggle(vendor)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {more > 0 ? (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {more} more match; type more of the name to narrow the list.
          </p>
        ) : null}
      </div>
      {value.length > 0 ? (
        <ul aria-label={`Chosen: ${label}`} className="flex flex-wrap gap-1.5">
          {value.map((vendor) => (
            <li key={vendor.id}>
              <Button variant="secondary" size="sm" aria-label={`Remove ${vendor.name}`} onClick={() => toggle(vendor)}>
                {vendor.name}
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
