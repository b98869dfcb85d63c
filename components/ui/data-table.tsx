"use client";

import type { OnChangeFn, RowData, SortingState, TableOptions } from "@tanstack/react-table";
import { type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode, useState } from "react";
import { cn, focusRing } from "./cn";
import { alignClass, HeaderCell, pinnedBodyCellClass } from "./data-table-header";
import {
  createTableModel,
  type DataTableColumn,
  type DataTableFeatures,
  dataTableFeatures,
  firstValueOf,
  nextSorting,
  sortDirectionOf,
  syncTableModel,
} from "./data-table-model";
import { DataTablePagination } from "./data-table-pagination";
import { renderTemplate } from "./data-table-template";
import { EmptyState, ErrorState, LoadingState } from "./states";

export interface DataTableProps<Row extends RowData> {
  columns: DataTableColumn<Row>[];
  data: Row[];
  /** Full count of the filtered set (the API's `total`). */
  total: number;
  /** 0-based page index. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** Server-side sorting; headers are sort buttons only when onSortingChange is given. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** First load: shows skeleton rows. */
  isLoading?: boolean;
  /** Background refetch: marks the table aria-busy and dims it. */
  isFetching?: boolean;
  /** An Error (its message is shown), a message string, or null. */
  error?: unknown;
  onRetry?: () => void;
  emptyState?: ReactNode;
  /** Makes rows focusable and activatable with click, Enter or Space. */
  onRowClick?: (row: Row) => void;
  /** Describes the table for screen readers (rendered as a visually hidden caption). */
  caption: string;
  getRowId?: (row: Row, index: number) => string;
  className?: string;
  /** Extra attributes of each row, e.g. a highlight; its className is added. (Keyboard lists draw KeyboardListTable.) */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
}

const NO_SORTING: SortingState = [];

/** A TanStack table whose options (all state included) follow the props on every render. */
function useTableModel<Row extends RowData>(options: TableOptions<DataTableFeatures, Row>) {
  const [table] = useState(() => createTableModel(options));
  syncTableModel(table, options);
  return table;
}

const INTERACTIVE = "a, button, input, select, textarea, label, [role='button'], [role='menuitem'], [role='checkbox']";

function errorText(error: unknown): string {
  if (typeof error === "string") {
    return error;
  }
  return error instanceof Error && error.message ? error.message : "Something went wrong.";
}

/** Server-paginated, server-sorted table on TanStack Table; pair with useUrlState. */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, data, total, page, pageSize, sorting, onSortingChange, onRowClick } = props;
  const table = useTableModel<Row>({
    features: dataTableFeatures,
    data,
    columns,
    getRowId: props.getRowId,
  });
  const currentSorting = sorting ?? NO_SORTING;
  const columnCount = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;
  const hasError = props.error !== undefined && props.error !== null && props.error !== false;

  const activate = (event: MouseEvent<HTMLTableRowElement> | KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    const hit = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
    if (hit && hit !== event.currentTarget && event.currentTarget.contains(hit)) {
      return; // a button or link inside the row handles its own activation
    }
    onRowClick?.(row);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if ((event.key === "Enter" || event.key === " ") && event.target === event.currentTarget) {
      event.preventDefault();
      activate(event, row);
    }
  };

  let body: ReactNode;
  if (hasError) {
    body = <ErrorState message={errorText(props.error)} onRetry={props.onRetry} />;
  } else if (props.isLoading && rows.length === 0) {
    body = <LoadingState variant="skeleton" rows={Math.min(pageSize, 8)} />;
  } else if (rows.length === 0) {
    body = props.emptyState ?? <EmptyState title="No results" description="Nothing matches the current filters." />;
  }

  return (
    <div className={cn("overflow-hidden rounded-md border border-slate-200 dark:border-slate-800", props.className)}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
      <section aria-label={props.caption} tabIndex={0} className={cn("relative overflow-x-auto", focusRing)}>
        <table
          aria-busy={props.isLoading || props.isFetching || undefined}
          className={cn("w-full border-collapse text-sm", props.isFetching && !props.isLoading && "opacity-70")}
        >
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-200 dark:border-slate-800">
                {group.headers.map((header, index) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    pinned={index === 0}
                    direction={sortDirectionOf(currentSorting, header.column.id)}
                    onSort={
                      onSortingChange
                        ? () =>
                            onSortingChange(
                              nextSorting(currentSorting, header.column.id, firstValueOf(header.column, rows)),
                            )
                        : undefined
                    }
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
            {body ? (
              <tr>
                <td colSpan={columnCount}>{body}</td>
              </tr>
            ) : (
              rows.map((row) => {
                const extra = props.rowProps?.(row.original);
                return (
                  <tr
                    key={row.id}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? (event) => activate(event, row.original) : undefined}
                    onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row.original) : undefined}
                    {...extra}
                    className={cn(
                      onRowClick && "cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-900",
                      onRowClick && "focus-visible:outline focus-visible:-outline-offset-2 focus-visible:outline-2",
                      onRowClick && "focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400",
                      extra?.className,
                    )}
                  >
                    {row.getAllCells().map((cell, index) => {
                      const meta = cell.column.columnDef.meta;
                      return (
                        <td
                          key={cell.id}
                          className={cn(
                            "px-4 py-2.5 align-middle",
                            alignClass[meta?.align ?? "left"],
                            index === 0 && pinnedBodyCellClass,
                            meta?.className,
                          )}
                        >
                          {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </section>
      {total > 0 || page > 0 ? (
        <DataTablePagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
          pageSizeOptions={props.pageSizeOptions}
          disabled={props.isLoading}
        />
      ) : null}
    </div>
  );
}
