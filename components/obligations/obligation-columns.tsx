"use client";

import type { DataTableColumn } from "@/components/ui/data-table-model";
import { lazyComponent } from "@/components/ui/lazy";
import type { Obligation } from "@/lib/web/hooks/obligations";
import type { ObligationCellKind } from "./obligation-cells";

/**
 * The cells (inline editors, the source document, History, the select box) are needed once the
 * first page of obligations arrives, never before: the view starts loading them when it mounts,
 * alongside that page's request. As in the findings table, cells read changing data from
 * ObligationsTableContext so the column objects stay the same and cells are never remounted.
 */
export const ObligationCell = lazyComponent(() => import("./obligation-cells").then((module) => module.ObligationCell));

const cellOf =
  (kind: ObligationCellKind): DataTableColumn<Obligation>["cell"] =>
  ({ row }) => <ObligationCell kind={kind} obligation={row.original} />;

function buildColumns(showVendor: boolean): DataTableColumn<Obligation>[] {
  const columns: (DataTableColumn<Obligation> | null)[] = [
    {
      id: "select",
      header: () => <span className="sr-only">Selected</span>,
      meta: { className: "w-8 pr-0" },
      cell: cellOf("select"),
    },
    { id: "statement", header: "Obligation", cell: cellOf("statement") },
    showVendor ? { id: "vendor", header: "Vendor", cell: cellOf("vendor") } : null,
    { id: "status", header: "Status", cell: cellOf("status") },
    { id: "assignee", header: "Assignee", cell: cellOf("assignee") },
    { id: "due_date", header: "Due", cell: cellOf("due_date") },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: "right" },
      cell: cellOf("actions"),
    },
  ];
  return columns.filter((column): column is DataTableColumn<Obligation> => column !== null);
}

/** The org-wide list's columns (with Vendor) and the vendor tab's (without); fixed objects. */
export const obligationColumns = { withVendor: buildColumns(true), withoutVendor: buildColumns(false) };
