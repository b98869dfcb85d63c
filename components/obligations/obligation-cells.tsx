"use client";

import Link from "next/link";
import { type ComponentType, useContext } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import { ArchiveToggle, InlineDueDate, InlineSelect } from "@/components/ui/inline-fields";
import { SelectCheckbox } from "@/components/ui/keyboard-list/select-cell";
import { OBLIGATION_STATUS_OPTIONS, type Obligation } from "@/lib/web/hooks/obligations";
import { ObligationsTableContext, obligationName } from "./obligation-table-context";

// The obligations table's cells: the inline editors, the source document, History and the select
// box. They load with the list's first page (obligation-columns.tsx), not with the page.

const dash = <span className="text-slate-500 dark:text-slate-400">—</span>;

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

const CELLS = {
  select: SelectCell,
  statement: StatementCell,
  vendor: VendorCell,
  status: StatusCell,
  assignee: AssigneeCell,
  due_date: DueCell,
  actions: ActionsCell,
} satisfies Record<string, ComponentType<{ obligation: Obligation }>>;

export type ObligationCellKind = keyof typeof CELLS;

/** The cell of column `kind` for `obligation`. */
export function ObligationCell({ kind, obligation }: { kind: ObligationCellKind; obligation: Obligation }) {
  const Cell = CELLS[kind];
  return <Cell obligation={obligation} />;
}
