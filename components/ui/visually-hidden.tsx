import type { HTMLAttributes } from "react";

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={className ? `sr-only ${className}` : "sr-only"} {...props} />;
}
