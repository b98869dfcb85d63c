"use client";

import Link from "next/link";
import { createContext, useContext } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { ArchiveToggle, InlineDueDate, InlineSelect } from "@/components/ui/inline-fields";
import { SelectCheckbox } from "@/components/ui/keyboard-list";
import type { SelectOption } from "@/components/ui/select";
import { OBLIGATION_STATUS_OPTIONS, type Obligation, type UpdateObligationInput } from "@/lib/web/hooks/obligations";

/** What the cells need beyond their row; given by the view through ObligationsTableContext. */
export interface ObligationsTableState {
  /** Vendor names by ID. */
  vendorNames: Map<string, string>;
  /** The organization's users as options (the assignee picker), by name. */
  userOptions: SelectOption[];
  /** Saves one change; `what` names it for the announcement ("status", "due date"). */
  onPatch: (obligation: Obligation, patch: UpdateObligationInput, what: string) => void;
  /** Downloads the source document. */
  onDownloadDocument: (documentId: string) => void;
  /** The keyboard list's selection. */
  isSelected: (id: string) => boolean;
  toggleSelected: (id: string) => void;
}

// As in the findings table: cells read changing data from context so the column objects stay the
// same and cells are never remounted.
export const ObligationsTableContext = createContext<ObligationsTableState>({
  vendorNames: new Map(),
  userOptions: [],
  onPatch: () => undefined,
  onDownloadDocument: () => undefined,
  isSelected: () => false,
  toggleSelected: () => undefined,
});

const dash = <span className="text-slate-500 dark:text-slate-400">—</span>;

/** The statement as a control's name: its first 80 characters. */
export function obligationName(obligation: Pick<Obligation, "statement">): string {
  const text = obligation.statement.trim().replace(/\s+/g, " ");
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function StatementCell({ obligation }: { obligation: Obligation }) {
  const { onDownloadDocument } = useContext(ObligationsTableContext);
  const documentId = obligation.vendor_document_id;
  return (
    <div className="min-w-40 max-w-md">
      <p className="break-words text-slate-900 dark:text-slate-100">
        {obligation.statement}
        {obligation.is_archived ? (
          <Badge className="ml-2" variant="neutral">
            Archived
          </Badge>
        ) : null}
      </p>
      {documentId ? (
        <p className="mt-0.5 break-words text-xs text-slate-600 dark:text-slate-400">
          Source:{" "}
          {obligation.vendor_document_name ? (
            <button
              type="button"
              className={`rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`}
              onClick={() => onDownloadDocument(documentId)}
            >
              {obligation.vendor_document_name}
              <span className="sr-only"> (download)</span>
            </button>
          ) : (
            "a document no longer available"
          )}
        </p>
      ) : null}
    </div>
  );
}

function VendorCell({ obligation }: { obligation: Obligation }) {
  const { vendorNames } = useContext(ObligationsTableContext);
  const id = obligation.vendor_id;
  return id ? (
    <Link
      href={`/vendors/${encodeURIComponent(id)}?tab=obligations`}
      className={`rounded text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`}
    >
      {vendorNames.get(id) ?? "Vendor"}
    </Link>
  ) : (
    dash
  );
}

function StatusCell({ obligation }: { obligation: Obligation }) {
  const { onPatch } = useContext(ObligationsTableContext);
  return (
    <InlineSelect
      label={`Status of “${obligationName(obligation)}”`}
      value={obligation.status}
      options={OBLIGATION_STATUS_OPTIONS}
      disabled={obligation.is_archived}
      onChange={(value) => onPatch(obligation, { status: value }, "status")}
    />
  );
}

function AssigneeCell({ obligation }: { obligation: Obligation }) {
  const { userOptions, onPatch } = useContext(ObligationsTableContext);
  const id = obligation.assignee_id;
  // An assignee beyond the first users listed still shows as someone, never as an ID.
  const options =
    id && !userOptions.some((option) => option.value === id)
      ? [...userOptions, { value: id, label: "Another user" }]
      : userOptions;
  return (
    <InlineSelect
      label={`Assignee of “${obligationName(obligation)}”`}
      value={id ?? ""}
      options={options}
      placeholder="Unassigned"
      disabled={obligation.is_archived}
      onChange={(value) => onPatch(obligation, { assignee_id: value || null }, "assignee")}
    />
  );
}

function DueCell({ obligation }: { obligation: Obligation }) {
  const { onPatch } = useContext(ObligationsTableContext);
  return (
    <InlineDueDate
      label={`Due date of “${obligationName(obligation)}”`}
      value={obligation.due_date}
      settled={obligation.is_archived || obligation.status === "satisfied"}
      disabled={obligation.is_archived}
      onChange={(value) => onPatch(obligation, { due_date: value }, "due date")}
    />
  );
}

function ActionsCell({ obligation }: { obligation: Obligation }) {
  const { onPatch } = useContext(ObligationsTableContext);
  return (
    <span className="inline-flex gap-1">
      <HistoryButton entityType="obligation" entityId={obligation.id} name={obligationName(obligation)} />
      <ArchiveToggle
        name={obligationName(obligation)}
        archived={obligation.is_archived}
        onChange={(archived) => onPatch(obligation, { is_archived: archived }, archived ? "archiving" : "restoring")}
      />
    </span>
  );
}

function SelectCell({ obligation }: { obligation: Obligation }) {
  const { isSelected, toggleSelected } = useContext(ObligationsTableContext);
  return (
    <SelectCheckbox
      name={obligationName(obligation)}
      checked={isSelected(obligation.id)}
      onToggle={() => toggleSelected(obligation.id)}
    />
  );
}

function buildColumns(showVendor: boolean): DataTableColumn<Obligation>[] {
  const columns: (DataTableColumn<Obligation> | null)[] = [
    {
      id: "select",
      header: () => <span className="sr-only">Selected</span>,
      meta: { className: "w-8 pr-0" },
      cell: ({ row }) => <SelectCell obligation={row.original} />,
    },
    { id: "statement", header: "Obligation", cell: ({ row }) => <StatementCell obligation={row.original} /> },
    showVendor ? { id: "vendor", header: "Vendor", cell: ({ row }) => <VendorCell obligation={row.original} /> } : null,
    { id: "status", header: "Status", cell: ({ row }) => <StatusCell obligation={row.original} /> },
    { id: "assignee", header: "Assignee", cell: ({ row }) => <AssigneeCell obligation={row.original} /> },
    { id: "due_date", header: "Due", cell: ({ row }) => <DueCell obligation={row.original} /> },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: "right" },
      cell: ({ row }) => <ActionsCell obligation={row.original} />,
    },
  ];
  return columns.filter((column): column is DataTableColumn<Obligation> => column !== null);
}

/** The org-wide list's columns (with Vendor) and the vendor tab's (without); fixed objects. */
export const obligationColumns = { withVendor: buildColumns(true), withoutVendor: buildColumns(false) };
