import type { ComponentPropsWithRef } from "react";
import { cn, controlBase, controlBorder, controlBorderInvalid, defaultWidth } from "./cn";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<"select"> {
  invalid?: boolean;
  /** Rendered as <option>s before any children. */
  options?: SelectOption[];
  /** An empty-value first option, e.g. "Any status". */
  placeholder?: string;
}

export function Select({ className, invalid, options, placeholder, children, ...props }: SelectProps) {
  const isInvalid = invalid || props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return (
    <select
      className={cn(
        controlBase,
        defaultWidth(className),
        "h-9 pl-3 pr-8",
        isInvalid ? controlBorderInvalid : controlBorder,
        className,
      )}
      {...props}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
