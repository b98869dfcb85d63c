"use client";

import type { Header, RowData } from "@tanstack/react-table";
import { cn, focusRing } from "./cn";
import type { DataTableFeatures } from "./data-table-model";
import { renderTemplate } from "./data-table-template";

export const alignClass = { left: "text-left", right: "text-right", center: "text-center" } as const;

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  const path =
    direction === "asc" ? "M6 12l4-4 4 4" : direction === "desc" ? "M6 8l4 4 4-4" : "M7 8l3-3 3 3M7 12l3 3 3-3";
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn("h-4 w-4", !direction && "opacity-50")}>
      <path d={path} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A column header; a sort button (with aria-sort on the th) when the column can sort. */
export function HeaderCell<Row extends RowData>({
  header,
  sortable,
}: {
  header: Header<DataTableFeatures, Row, unknown>;
  sortable: boolean;
}) {
  const meta = header.column.columnDef.meta;
  const canSort = sortable && header.column.getCanSort();
  const direction = header.column.getIsSorted();
  const content = header.isPlaceholder ? null : renderTemplate(header.column.columnDef.header, header.getContext());
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={canSort ? ariaSort : undefined}
      className={cn("whitespace-nowrap px-4 py-2.5 font-medium", alignClass[meta?.align ?? "left"], meta?.className)}
    >
      {canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className={cn(
            "-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-slate-900 dark:hover:text-white",
            focusRing,
          )}
        >
          {content}
          <SortIcon direction={direction} />
        </button>
      ) : (
        content
      )}
    </th>
  );
}
