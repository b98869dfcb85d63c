"use client";

import { type ReactNode, useId } from "react";
import { Checkbox } from "./checkbox";
import { cn } from "./cn";

export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  legend: string;
  description?: ReactNode;
  options: CheckboxGroupOption[];
  /** The checked options' values, in the options' order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Shown with role="alert" under the options. */
  error?: string;
  /** Shown instead of the options when there are none, e.g. "This vendor has no services." */
  emptyText?: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A fieldset of checkboxes choosing several values (control sets, documents): the legend names the
 * group, each checkbox its option. Long lists scroll inside a bordered box.
 */
export function CheckboxGroup({
  legend,
  description,
  options,
  value,
  onChange,
  error,
  emptyText = "Nothing to choose from.",
  loading,
  disabled,
  className,
}: CheckboxGroupProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const chosen = new Set(value);
  const toggle = (option: string, checked: boolean) =>
    onChange(
      options
        .map((item) => item.value)
        .filter((item) => (item === option ? checked : chosen.has(item)))
        // Values chosen before the options listed them (or no longer listed) are kept.
        .concat(value.filter((item) => item !== option && !options.some((other) => other.value === item))),
    );

  let body: ReactNode;
  if (loading) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>;
  } else if (options.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  } else {
    body = (
      <div
        className={cn(
          "space-y-2",
          options.length > 5 && "max-h-48 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700",
        )}
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            description={option.description}
            checked={chosen.has(option.value)}
            disabled={disabled || option.disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
    );
  }

  return (
    <fieldset
      className={cn("space-y-2", className)}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      ) : null}
      {body}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
