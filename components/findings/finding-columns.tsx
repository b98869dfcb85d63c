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
import { formatAge } from "@/lib/web/due-date";
import type { Finding, UpdateFindingInput } from "@/lib/web/hooks/findings";
import type { Status } from "@/lib/web/hooks/taxonomy";
import { labelOptions } from "@/lib/web/labels";
import { FINDING_SEVERITY_LABELS } from "@/lib/web/labels/findings";
import { isClosedFindingStatus } from "./list-state";

const SEVERITY_OPTIONS = labelOptions(FINDING_SEVERITY_LABELS);

/** What the cells need beyond their row; given by the view through FindingsTableContext. */
export interface FindingsTableState {
  statuses: Status[];
  /** Vendor names by ID. */
  vendorNames: Map<string, string>;
  /** The organization's users as options (the owner picker), by name. */
  userOptions: SelectOption[];
  now: number | null;
  /** Opens the finding's detail panel. */
  onOpen: (finding: Finding) => void;
  /** Saves one change; `what` names it for the announcement ("status", "due date"). */
  onPatch: (finding: Finding, patch: UpdateFindingInput, what: string) => void;
  /** The keyboard list's selection. */
  isSelected: (id: string) => boolean;
  toggleSelected: (id: string) => void;
}

// Cells read changing data from context so the column definitions (whose cell functions React
// renders as components) stay the same objects: new ones would remount every cell on each render,
// dropping focus and half-typed dates.
export const FindingsTableContext = createContext<FindingsTableState>({
  statuses: [],
  vendorNames: new Map(),
  userOptions: [],
  now: null,
  onOpen: () => undefined,
  onPatch: () => undefined,
  isSelected: () => false,
  toggleSelected: () => undefined,
});

const dash = <span className="text-slate-500 dark:text-slate-400">—</span>;

function VendorCell({ finding }: { finding: Finding }) {
  const { vendorNames } = useContext(FindingsTableContext);
  const id = finding.vendor_id;
  return id ? (
    <Link
      href={`/vendors/${encodeURIComponent(id)}?tab=findings`}
      className={`rounded text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`}
    >
      {vendorNames.get(id) ?? "Vendor"}
    </Link>
  ) : (
    dash
  );
}

function StatusCell({ finding }: { finding: Finding }) {
  const { statuses, onPatch } = useContext(FindingsTableContext);
  const options: SelectOption[] = statuses.map((status) => ({ value: status.id, label: status.name }));
  return (
    <InlineSelect
      label={`Status of “${finding.title}”`}
      value={finding.finding_status_id ?? ""}
      options={options}
      placeholder="No status"
      disabled={finding.is_archived}
      onChange={(value) => onPatch(finding, { finding_status_id: value || null }, "status")}
    />
  );
}

function SeverityCell({ finding }: { finding: Finding }) {
  const { onPatch } = useContext(FindingsTableContext);
  return (
    <InlineSelect
      label={`Severity of “${finding.title}”`}
      value={finding.severity ?? ""}
      options={SEVERITY_OPTIONS}
      placeholder="Not set"
      disabled={finding.is_archived}
      onChange={(value) =>
        onPatch(finding, { severity: (value || null) as UpdateFindingInput["severity"] }, "severity")
      }
    />
  );
}

function OwnerCell({ finding }: { finding: Finding }) {
  const { userOptions, onPatch } = useContext(FindingsTableContext);
  const options =
    finding.owner_id && !userOptions.some((option) => option.value === finding.owner_id)
      ? [...userOptions, { value: finding.owner_id, label: "Another user" }]
      : userOptions;
  return (
    <InlineSelect
      label={`Owner of “${finding.title}”`}
      value={finding.owner_id ?? ""}
      options={options}
      placeholder="No owner"
      disabled={finding.is_archived}
      onChange={(value) => onPatch(finding, { owner_id: value || null }, "owner")}
    />
  );
}

function TitleCell({ finding }: { finding: Finding }) {
  const { onOpen } = useContext(FindingsTableContext);
  return (
    <div className="min-w-40 max-w-md">
      <p className="font-medium text-slate-900 dark:text-slate-100">
        <button
          type="button"
          className={`rounded text-left hover:underline ${focusRing}`}
          aria-haspopup="dialog"
          onClick={() => onOpen(finding)}
        >
          {finding.title}
        </button>
        {finding.is_archived ? (
          <Badge className="ml-2" variant="neutral">
            Archived
          </Badge>
        ) : null}
      </p>
      {finding.body ? (
        <p className="mt-0.5 line-clamp-2 break-words text-xs text-slate-600 dark:text-slate-400">{finding.body}</p>
      ) : null}
    </div>
  );
}

function DueCell({ finding }: { finding: Finding }) {
  const { statuses, onPatch } = useContext(FindingsTableContext);
  const statusName = statuses.find((status) => status.id === finding.finding_status_id)?.name;
  return (
    <InlineDueDate
      label={`Due date of “${finding.title}”`}
      value={finding.due_date}
      settled={finding.is_archived || isClosedFindingStatus(statusName)}
      disabled={finding.is_archived}
      onChange={(value) => onPatch(finding, { due_date: value }, "due date")}
    />
  );
}

function AgeCell({ finding }: { finding: Finding }) {
  const { now } = useContext(FindingsTableContext);
  return now === null ? dash : <span className="tabular-nums">{formatAge(finding.created_at, now)}</span>;
}

function ActionsCell({ finding }: { finding: Finding }) {
  const { onPatch } = useContext(FindingsTableContext);
  return (
    <span className="inline-flex gap-1">
      <HistoryButton entityType="finding" entityId={finding.id} name={finding.title} />
      <ArchiveToggle
        name={finding.title}
        archived={finding.is_archived}
        onChange={(archived) => onPatch(finding, { is_archived: archived }, archived ? "archiving" : "restoring")}
      />
    </span>
  );
}

function SelectCell({ finding }: { finding: Finding }) {
  const { isSelected, toggleSelected } = useContext(FindingsTableContext);
  return (
    <SelectCheckbox name={finding.title} checked={isSelected(finding.id)} onToggle={() => toggleSelected(finding.id)} />
  );
}

function buildColumns(showVendor: boolean): DataTableColumn<Finding>[] {
  const columns: (DataTableColumn<Finding> | null)[] = [
    {
      id: "select",
      header: () => <span className="sr-only">Selected</span>,
      meta: { className: "w-8 pr-0" },
      cell: ({ row }) => <SelectCell finding={row.original} />,
    },
    {
      id: "title",
      header: "Finding",
      cell: ({ row }) => <TitleCell finding={row.original} />,
    },
    showVendor ? { id: "vendor", header: "Vendor", cell: ({ row }) => <VendorCell finding={row.original} /> } : null,
    { id: "severity", header: "Severity", cell: ({ row }) => <SeverityCell finding={row.original} /> },
    { id: "status", header: "Status", cell: ({ row }) => <StatusCell finding={row.original} /> },
    { id: "owner", header: "Owner", cell: ({ row }) => <OwnerCell finding={row.original} /> },
    { id: "due_date", header: "Due", cell: ({ row }) => <DueCell finding={row.original} /> },
    { id: "age", header: "Open for", cell: ({ row }) => <AgeCell finding={row.original} /> },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: "right" },
      cell: ({ row }) => <ActionsCell finding={row.original} />,
    },
  ];
  return columns.filter((column): column is DataTableColumn<Finding> => column !== null);
}

/** The org-wide list's columns (with Vendor) and the vendor tab's (without); fixed objects, see above. */
export const findingColumns = { withVendor: buildColumns(true), withoutVendor: buildColumns(false) };
