"use client";

import type { KeyboardListColumn } from "@/components/ui/keyboard-list/keyboard-list-grid";
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
  (kind: ObligationCellKind): KeyboardListColumn<Obligation>["cell"] =>
  (obligation) => <ObligationCell kind={kind} obligation={obligation} />;

function buildColumns(showVendor: boolean): KeyboardListColumn<Obligation>[] {
  const columns: (KeyboardListColumn<Obligation> | null)[] = [
    { header: "Selected", hideHeader: true, className: "w-8 pr-0", cell: cellOf("select") },
    { header: "Obligation", cell: cellOf("statement") },
    showVendor ? { header: "Vendor", cell: cellOf("vendor") } : null,
    { header: "Status", cell: cellOf("status") },
    { header: "Assignee", cell: cellOf("assignee") },
    { header: "Due", cell: cellOf("due_date") },
    { header: "Actions", hideHeader: true, className: "text-right", cell: cellOf("actions") },
  ];
  return columns.filter((column): column is KeyboardListColumn<Obligation> => column !== null);
}

/** The org-wide list's columns (with Vendor) and the vendor tab's (without); fixed objects. */
export const obligationColumns = { withVendor: buildColumns(true), withoutVendor: buildColumns(false) };
