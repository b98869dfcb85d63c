"use client";

import { Fragment, type ReactNode } from "react";
import { cn } from "../cn";
import type { KeyboardList } from "./use-keyboard-list";

/** A column of a keyboard list's grid. */
export interface KeyboardListColumn<Row> {
  /** The header's text, unique in the grid; with `hideHeader` only screen readers read it ("Selected"). */
  header: string;
  hideHeader?: boolean;
  /** Classes of the header and the cells: a width, or hiding the column on small screens ("hidden sm:table-cell"). */
  className?: string;
  /** Classes of the cells only. */
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
}

export interface KeyboardListGridProps<Row> {
  list: KeyboardList<Row>;
  /** The grid's name, which screen readers and the browser specs find it by ("Alerts"). */
  label: string;
  columns: readonly KeyboardListColumn<Row>[];
  /** A refetch or the next page is on its way: the grid is aria-busy. */
  busy: boolean;
  /** Dims the rows while busy. */
  dimWhileBusy?: boolean;
  /** The cells' vertical alignment: top for rows whose cells wrap to several lines. */
  align?: "top" | "middle";
  /** A heading drawn as a full-width row before this row (the leaderboard's groups), or null. */
  headingBefore?: (row: Row, index: number) => ReactNode;
}

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";

/** The rows of a keyboard list as an ARIA grid: the list's grid props on the table, its row props on each row. */
export function KeyboardListGrid<Row>({
  list,
  label,
  columns,
  busy,
  dimWhileBusy = false,
  align = "middle",
  headingBefore,
}: KeyboardListGridProps<Row>) {
  const cellClass = cn("px-3 py-2.5", align === "top" ? "align-top" : "align-middle");
  return (
    <table
      {...list.gridProps}
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn("w-full border-collapse text-sm", dimWhileBusy && busy && "opacity-70")}
    >
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cn(headerClass, column.className)}>
              {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
        {list.rows.map((row, index) => {
          const rowProps = list.rowProps(row);
          const heading = headingBefore?.(row, index);
          return (
            <Fragment key={rowProps.id}>
              {heading ? (
                <tr className="bg-slate-50 dark:bg-slate-900">
                  <td colSpan={columns.length} className="px-3 py-2 text-sm">
                    {heading}
                  </td>
                </tr>
              ) : null}
              <tr {...rowProps}>
                {columns.map((column) => (
                  <td key={column.header} className={cn(cellClass, column.className, column.cellClassName)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
