import type { ComponentPropsWithRef } from "react";
import { cn, controlBase, controlBorder, controlBorderInvalid, defaultWidth } from "./cn";

export interface InputProps extends ComponentPropsWithRef<"input"> {
  /** Red border; FormField also sets aria-invalid. */
  invalid?: boolean;
}

export function Input({ className, invalid, type = "text", ...props }: InputProps) {
  const isInvalid = invalid || props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return (
    <input
      type={type}
      className={cn(
        controlBase,
        defaultWidth(className),
        "h-9 px-3",
        isInvalid ? controlBorderInvalid : controlBorder,
        className,
      )}
      {...props}
    />
  );
}
