"use client";

import type { ReactNode } from "react";
import { Button } from "../button";
import { cn } from "../cn";

export interface SelectionBarProps {
  count: number;
  /** "alert", "finding": pluralised with an s. */
  noun: string;
  onClear: () => void;
  /** The bulk actions for the selection. */
  children: ReactNode;
  className?: string;
}

/** The bulk action row over a keyboard list: how many rows are selected, the actions, Clear selection. */
export function SelectionBar({ count, noun, onClear, children, className }: SelectionBarProps) {
  return (
    <div
      className={cn(
        "mb-2 flex min-h-10 flex-wrap items-center gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm dark:border-slate-800",
        count === 0 && "text-slate-600 dark:text-slate-400",
        className,
      )}
    >
      <p aria-live="polite" className="mr-auto">
        {count === 0
          ? `Select ${noun}s with x (Shift+x for a range) to act on several at once; ? lists every key.`
          : `${count} ${noun}${count === 1 ? "" : "s"} selected`}
      </p>
      {count > 0 ? (
        <>
          {children}
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        </>
      ) : null}
    </div>
  );
}
