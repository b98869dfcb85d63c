import type { ReactNode } from "react";
import { cn } from "./cn";

// SearchInput lives in ./search-input, so toolbars without a search box don't load it.

export interface DataTableToolbarProps {
  /** Left side: a SearchInput and filter selects. */
  children?: ReactNode;
  /** Right side, e.g. "Clear filters" or an export button. */
  actions?: ReactNode;
  className?: string;
}

/** The row of filters above a DataTable; wraps on small screens. */
export function DataTableToolbar({ children, actions, className }: DataTableToolbarProps) {
  return (
    <div className={cn("mb-3 flex flex-wrap items-end justify-between gap-3", className)}>
      <div className="flex flex-1 flex-wrap items-end gap-3">{children}</div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
