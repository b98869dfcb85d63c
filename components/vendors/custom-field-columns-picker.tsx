"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import type { CustomFieldColumnsListProps } from "./custom-field-columns-list";

// The checkbox list (and the definitions request) load when the disclosure first opens.
const CustomFieldColumnsList = lazyComponent(() =>
  import("./custom-field-columns-list").then((module) => module.CustomFieldColumnsList),
);

/** A "Columns" disclosure listing the vendor custom fields to show as extra columns. */
export function CustomFieldColumnsPicker({ selected, onChange }: CustomFieldColumnsListProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="relative" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={buttonClassName("secondary", "md", "cursor-pointer list-none")}>
        Columns{selected.length > 0 ? ` (${selected.length})` : ""}
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        {open ? <CustomFieldColumnsList selected={selected} onChange={onChange} /> : null}
      </div>
    </details>
  );
}
