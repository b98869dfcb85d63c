"use client";

import { useId } from "react";
import { Select, type SelectOption, type SelectProps } from "./select";

/** Keeps the URL's value selectable even before (or without) the options listing it. */
export function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** A labelled filter select: the toolbar's selects need no description or error, so not a FormField. */
export function FilterSelect({ label, className, ...props }: SelectProps & { label: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <Select id={id} {...props} />
    </div>
  );
}
