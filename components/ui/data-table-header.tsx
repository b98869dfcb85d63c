"use client";

import type { Header, RowData } from "@tanstack/react-table";
import { cn, focusRing } from "./cn";
import { canSortColumn, type DataTableFeatures, type SortDirection } from "./data-table-model";
import { renderTemplate } from "./data-table-template";

export const alignClass = { left: "text-left", right: "text-right", center: "text-center" } as const;

/**
 * Below 640 px a wide table scrolls inside its own box; its first column stays in view, so each row
 * keeps saying what it is while the reader scrolls to the other columns.
 */
export const pinnedCellClass = "max-sm:sticky max-sm:left-0 max-sm:z-[1]";
const pinnedHeaderClass = cn(pinnedCellClass, "max-sm:bg-slate-50 dark:max-sm:bg-slate-900");
export const pinnedBodyCellClass = cn(pinnedCellClass, "max-sm:bg-white dark:max-sm:bg-slate-950");

function SortIcon({ direction }: { direction: SortDirection }) {
  const path =
    direction === "asc" ? "M6 12l4-4 4 4" : direction === "desc" ? "M6 8l4 4 4-4" : "M7 8l3-3 3 3M7 12l3 3 3-3";
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn("h-4 w-4", !direction && "opacity-50")}>
      <path d={path} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A column header; a sort button (with aria-sort on the th) when the table sorts and the column can.
 * `direction` is the column's current sort; `onSort` asks the owner for the next one.
 */
export function HeaderCell<Row extends RowData>({
  header,
  direction,
  onSort,
  pinned = false,
}: {
  header: Header<DataTableFeatures, Row, unknown>;
  direction: SortDirection;
  onSort?: () => void;
  pinned?: boolean;
}) {
  const meta = header.column.columnDef.meta;
  const canSort = Boolean(onSort) && canSortColumn(header.column);
  const content = header.isPlaceholder ? null : renderTemplate(header.column.columnDef.header, header.getContext());
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={canSort ? ariaSort : undefined}
      className={cn(
        "whitespace-nowrap px-4 py-2.5 font-medium",
        alignClass[meta?.align ?? "left"],
        pinned && pinnedHeaderClass,
        meta?.className,
      )}
    >
      {canSort ? (
        <button
          type="button"
          onClick={onSort}
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
