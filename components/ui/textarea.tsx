import type { ComponentPropsWithRef } from "react";
import { cn, controlBase, controlBorder, controlBorderInvalid, defaultWidth } from "./cn";

export interface TextareaProps extends ComponentPropsWithRef<"textarea"> {
  invalid?: boolean;
}

export function Textarea({ className, invalid, rows = 3, ...props }: TextareaProps) {
  const isInvalid = invalid || props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return (
    <textarea
      rows={rows}
      className={cn(
        controlBase,
        defaultWidth(className),
        "px-3 py-2",
        isInvalid ? controlBorderInvalid : controlBorder,
        className,
      )}
      {...props}
    />
  );
}
