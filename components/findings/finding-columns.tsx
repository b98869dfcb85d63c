"use client";

import type { DataTableColumn } from "@/components/ui/data-table-model";
import { lazyComponent } from "@/components/ui/lazy";
import type { Finding } from "@/lib/web/hooks/findings";
import type { FindingCellKind } from "./finding-cells";

/**
 * The cells (inline editors, badges, History, the select box) and the empty state are needed once
 * the first page of findings arrives, never before: the view starts loading them when it mounts, alongside that
 * page's request. They read changing data from FindingsTableContext so the column definitions
 * (whose cell functions React renders as components) stay the same objects: new ones would remount
 * every cell on each render, dropping focus and half-typed dates.
 */
const loadCells = () => import("./finding-cells");
export const FindingCell = lazyComponent(() => loadCells().then((module) => module.FindingCell));
export const FindingsEmptyState = lazyComponent(() => loadCells().then((module) => module.FindingsEmptyState));

/** Starts loading the cells and the empty state: when the view mounts. */
export function preloadFindingTable() {
  FindingCell.preload();
  FindingsEmptyState.preload();
}

const cellOf =
  (kind: FindingCellKind): DataTableColumn<Finding>["cell"] =>
  ({ row }) => <FindingCell kind={kind} finding={row.original} />;

function buildColumns(showVendor: boolean): DataTableColumn<Finding>[] {
  const columns: (DataTableColumn<Finding> | null)[] = [
    {
      id: "select",
      header: () => <span className="sr-only">Selected</span>,
      meta: { className: "w-8 pr-0" },
      cell: cellOf("select"),
    },
    { id: "title", header: "Finding", cell: cellOf("title") },
    showVendor ? { id: "vendor", header: "Vendor", cell: cellOf("vendor") } : null,
    { id: "severity", header: "Severity", cell: cellOf("severity") },
    { id: "status", header: "Status", cell: cellOf("status") },
    { id: "owner", header: "Owner", cell: cellOf("owner") },
    { id: "due_date", header: "Due", cell: cellOf("due_date") },
    { id: "age", header: "Open for", cell: cellOf("age") },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: "right" },
      cell: cellOf("actions"),
    },
  ];
  return columns.filter((column): column is DataTableColumn<Finding> => column !== null);
}

/** The org-wide list's columns (with Vendor) and the vendor tab's (without); fixed objects, see above. */
export const findingColumns = { withVendor: buildColumns(true), withoutVendor: buildColumns(false) };
