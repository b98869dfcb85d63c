"use client";

import { ARCHIVED_FILTER_OPTIONS } from "@/lib/web/list-filters";
import type { UrlState } from "@/lib/web/use-url-state";
import { FilterSelect, withCurrent } from "./filter-select";
import type { SelectOption } from "./select";

export interface UrlFilterProps {
  /** The URL parameter this filter sets. */
  name: string;
  /** Its current value, as the view read it from the URL. */
  value: string;
  setParams: UrlState["setParams"];
  label: string;
  options: SelectOption[];
  placeholder?: string;
  className?: string;
}

/**
 * Full width on a phone; from 640 px as wide as its longest option (at least 12 rem), so no value is
 * cut off: a native select sizes itself to its options when its width is auto.
 */
export const FILTER_WIDTH = "w-full max-w-full sm:w-auto sm:min-w-48";

/**
 * A toolbar filter kept in the URL: choosing an option sets `name` (and goes back to the first
 * page); the URL's value stays selectable before, or without, the option that lists it.
 */
export function UrlFilter({ name, value, setParams, options, className = FILTER_WIDTH, ...rest }: UrlFilterProps) {
  return (
    <FilterSelect
      {...rest}
      className={className}
      value={value}
      onChange={(event) => setParams({ [name]: event.target.value })}
      options={withCurrent(options, value)}
    />
  );
}

type PresetProps = Pick<UrlFilterProps, "value" | "setParams">;

/** `vendor`: one vendor's rows. */
export function VendorFilter(props: PresetProps & { options: SelectOption[] }) {
  return <UrlFilter name="vendor" label="Vendor" placeholder="Any vendor" {...props} />;
}

/** `assignee`: the rows assigned to one person. */
export function AssigneeFilter(props: PresetProps & { options: SelectOption[] }) {
  return <UrlFilter name="assignee" label="Assignee" placeholder="Anyone" {...props} />;
}

/** `archived`: active rows (default), archived ones, or both. */
export function ArchivedFilter(props: PresetProps) {
  return <UrlFilter name="archived" label="Show" options={ARCHIVED_FILTER_OPTIONS} {...props} />;
}
