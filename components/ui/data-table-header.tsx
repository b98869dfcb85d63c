"use client";

import type { ColumnDef, OnChangeFn, RowData, SortingState } from "@tanstack/react-table";
import { createElement, type ReactNode } from "react";
import { cn, focusRing } from "./cn";

declare module "@tanstack/react-table" {
  // The generics must match TanStack's declaration for the interfaces to merge.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Extra classes for this column's th and td. */
    className?: string;
    align?: "left" | "right" | "center";
  }
}

export const alignClass = { left: "text-left", right: "text-right", center: "text-center" } as const;

/** A column's id as TanStack Table derives it: `id`, else `accessorKey`, else a string header. */
export function columnIdOf<Row>(column: ColumnDef<Row, unknown>, index: number): string {
  if (column.id) {
    return column.id;
  }
  if ("accessorKey" in column && column.accessorKey !== undefined) {
    return String(column.accessorKey).replace(/\./g, "_");
  }
  return typeof column.header === "string" ? column.header : String(index);
}

/** TanStack Table's flexRender: a function is rendered as a component with `context` as props. */
export function renderTemplate(template: unknown, context: object): ReactNode {
  return typeof template === "function"
    ? createElement(template as (props: object) => ReactNode, context)
    : (template as ReactNode);
}

/** Sortable as TanStack Table decides it: the column reads a value and does not opt out. */
function canSortColumn<Row>(column: ColumnDef<Row, unknown>): boolean {
  const readsValue =
    ("accessorKey" in column && column.accessorKey !== undefined) ||
    ("accessorFn" in column && column.accessorFn !== undefined);
  return readsValue && column.enableSorting !== false;
}

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  const path =
    direction === "asc" ? "M6 12l4-4 4 4" : direction === "desc" ? "M6 8l4 4 4-4" : "M7 8l3-3 3 3M7 12l3 3 3-3";
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn("h-4 w-4", !direction && "opacity-50")}>
      <path d={path} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface HeaderCellProps<Row> {
  column: ColumnDef<Row, unknown>;
  id: string;
  sorting: SortingState;
  /** Server-side sorting; the header is a sort button only when given and the column can sort. */
  onSortingChange?: OnChangeFn<SortingState>;
}

/** A column header; a sort button (with aria-sort on the th) when the column can sort. */
export function HeaderCell<Row>({ column, id, sorting, onSortingChange }: HeaderCellProps<Row>) {
  const meta = column.meta;
  const canSort = Boolean(onSortingChange) && canSortColumn(column);
  const current = sorting.find((entry) => entry.id === id);
  const direction = current ? (current.desc ? "desc" : "asc") : false;
  const content = renderTemplate(column.header, { column: { id, columnDef: column } });
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  // One column at a time, cycling ascending → descending → unsorted.
  const toggle = () =>
    onSortingChange?.(direction === false ? [{ id, desc: false }] : direction === "asc" ? [{ id, desc: true }] : []);
  return (
    <th
      scope="col"
      aria-sort={canSort ? ariaSort : undefined}
      className={cn("whitespace-nowrap px-4 py-2.5 font-medium", alignClass[meta?.align ?? "left"], meta?.className)}
    >
      {canSort ? (
        <button
          type="button"
          onClick={toggle}
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
