"use client";

import type { KeyboardListColumn } from "@/components/ui/keyboard-list/keyboard-list-grid";
import { lazyComponent } from "@/components/ui/lazy";
import type { Finding } from "@/lib/web/hooks/findings";
import type { FindingCellKind } from "./finding-cells";

/**
 * The cells (inline editors, badges, History, the select box) and the empty state are needed once
 * the first page of findings arrives, never before: the view starts loading them when it mounts, alongside that
 * page's request. They read changing data from FindingsTableContext, so the column definitions stay
 * the same objects and each cell stays the same FindingCell (never remounted: focus and half-typed
 * dates survive every render).
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
  (kind: FindingCellKind): KeyboardListColumn<Finding>["cell"] =>
  (finding) => <FindingCell kind={kind} finding={finding} />;

function buildColumns(showVendor: boolean): KeyboardListColumn<Finding>[] {
  const columns: (KeyboardListColumn<Finding> | null)[] = [
    { header: "Selected", hideHeader: true, className: "w-8 pr-0", cell: cellOf("select") },
    { header: "Finding", cell: cellOf("title") },
    showVendor ? { header: "Vendor", cell: cellOf("vendor") } : null,
    { header: "Severity", cell: cellOf("severity") },
    { header: "Status", cell: cellOf("status") },
    { header: "Owner", cell: cellOf("owner") },
    { header: "Due", cell: cellOf("due_date") },
    { header: "Open for", cell: cellOf("age") },
    { header: "Actions", hideHeader: true, className: "text-right", cell: cellOf("actions") },
  ];
  return columns.filter((column): column is KeyboardListColumn<Finding> => column !== null);
}

/** The org-wide list's columns (with Vendor) and the vendor tab's (without); fixed objects, see above. */
export const findingColumns = { withVendor: buildColumns(true), withoutVendor: buildColumns(false) };
