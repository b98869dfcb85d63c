import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cn, focusRing } from "./cn";

export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type"> {
  /** Visible label; without it, pass `aria-label` or label the checkbox yourself. */
  label?: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
}

const boxClass = cn(
  "h-4 w-4 shrink-0 rounded border-slate-400 accent-blue-700 dark:border-slate-500 dark:accent-blue-500",
  "disabled:cursor-not-allowed disabled:opacity-60",
  focusRing,
);

export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  if (label === undefined) {
    return <input type="checkbox" id={inputId} className={cn(boxClass, className)} {...props} />;
  }
  const describedBy = [props["aria-describedby"], descriptionId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex items-start gap-2 text-sm", className)}>
      <input
        type="checkbox"
        id={inputId}
        className={cn(boxClass, "mt-0.5")}
        {...props}
        aria-describedby={describedBy}
      />
      <div>
        <label htmlFor={inputId} className="font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-slate-600 dark:text-slate-400">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
