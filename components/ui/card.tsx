import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** Rendered as an h2 in the card header. */
  title?: ReactNode;
  description?: ReactNode;
  /** Header-right slot, e.g. an "Edit" button. */
  actions?: ReactNode;
  /** Removes body padding, e.g. for a table that runs edge to edge. */
  flush?: boolean;
}

export function Card({ title, description, actions, flush = false, className, children, ...props }: CardProps) {
  return (
    <section
      className={cn(
        "rounded-md border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
      {...props}
    >
      {title || actions ? (
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <div className="min-w-0">
            {title ? <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h2> : null}
            {description ? <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      <div className={flush ? undefined : "p-4"}>{children}</div>
    </section>
  );
}
