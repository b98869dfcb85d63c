"use client";

import Link from "next/link";
import { type ComponentType, useContext } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import { ArchiveToggle, InlineDueDate, InlineSelect } from "@/components/ui/inline-fields";
import { SelectCheckbox } from "@/components/ui/keyboard-list/select-cell";
import type { SelectOption } from "@/components/ui/select";
import { ListEmptyState } from "@/components/ui/states";
import { formatAge } from "@/lib/web/due-date";
import type { Finding, UpdateFindingInput } from "@/lib/web/hooks/findings";
import { FindingsTableContext } from "./finding-table-context";
import { isClosedFindingStatus, SEVERITY_OPTIONS } from "./list-state";
import { NewFindingButton } from "./new-finding-button";

// The findings table's contents once its first page arrives: the cells (the inline editors, badges,
// History and the select box) and the empty state. They load alongside that page's request
// (finding-columns.tsx), not with the page.

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

const CELLS = {
  select: SelectCell,
  title: TitleCell,
  vendor: VendorCell,
  severity: SeverityCell,
  status: StatusCell,
  owner: OwnerCell,
  due_date: DueCell,
  age: AgeCell,
  actions: ActionsCell,
} satisfies Record<string, ComponentType<{ finding: Finding }>>;

export type FindingCellKind = keyof typeof CELLS;

/** The cell of column `kind` for `finding`. */
export function FindingCell({ kind, finding }: { kind: FindingCellKind; finding: Finding }) {
  const Cell = CELLS[kind];
  return <Cell finding={finding} />;
}

/** The table's empty state: no findings yet, or none matching the filters. */
export function FindingsEmptyState({
  filtered,
  onClearFilters,
  vendorId,
}: {
  filtered: boolean;
  onClearFilters: () => void;
  vendorId?: string;
}) {
  return (
    <ListEmptyState
      filtered={filtered}
      filteredTitle="No findings match these filters"
      filteredDescription="Archived findings are under Show: Archived."
      onClearFilters={onClearFilters}
      emptyTitle="No active findings"
      emptyDescription="Findings record the gaps found in a vendor's controls. Archived ones are under Show: Archived."
      emptyAction={<NewFindingButton vendorId={vendorId} variant="secondary" label="Add a finding" />}
    />
  );
}
