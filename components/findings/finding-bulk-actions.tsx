"use client";

import { useCallback, useId } from "react";
import { Button } from "@/components/ui/button";
import { type KeyboardList, SelectionBar, useBulkPatch } from "@/components/ui/keyboard-list";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";
import { Select } from "@/components/ui/select";
import type { Finding, UpdateFindingInput } from "@/lib/web/hooks/findings";
import type { Status } from "@/lib/web/hooks/taxonomy";

const getId = (finding: Finding) => finding.id;
const nameOf = (finding: Finding) => finding.title;

/**
 * The findings list's keyboard actions and bulk bar: the selection's status set at once, archive and
 * restore (e for the cursor's finding or the selection), each undone with z by PATCHing the
 * previous values back.
 */
export function FindingBulkActions({
  list,
  statuses,
  update,
}: {
  list: KeyboardList<Finding>;
  statuses: Status[];
  update: (id: string, patch: UpdateFindingInput) => Promise<unknown>;
}) {
  const selectId = useId();
  const change = useBulkPatch<Finding, UpdateFindingInput>({ list, update, getId, noun: "finding", nameOf });
  const archive = useCallback(
    (rows: Finding[], archived: boolean) =>
      change({
        rows: rows.filter((row) => row.is_archived !== archived),
        patch: { is_archived: archived },
        revert: (row) => ({ is_archived: row.is_archived }),
        done: archived ? "Archived" : "Restored",
        action: archived ? "archiving" : "restoring",
      }),
    [change],
  );
  const setStatus = (statusId: string) => {
    const name = statuses.find((status) => status.id === statusId)?.name ?? "no status";
    change({
      rows: list.selectedRows,
      patch: { finding_status_id: statusId || null },
      revert: (row) => ({ finding_status_id: row.finding_status_id }),
      done: `Set the status to ${name} of`,
      action: "status change",
    });
  };
  const { targets } = list;
  useShortcut("e", "Archive the finding (or the selection)", () => archive(targets, true));

  return (
    <SelectionBar count={list.selectedIds.length} noun="finding" onClear={list.clearSelection}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Set status
      </label>
      <Select
        id={selectId}
        className="w-44"
        value=""
        placeholder="Choose…"
        options={statuses.map((status) => ({ value: status.id, label: status.name }))}
        onChange={(event) => (event.target.value ? setStatus(event.target.value) : undefined)}
      />
      <Button size="sm" variant="secondary" onClick={() => archive(list.selectedRows, true)}>
        Archive selected
      </Button>
      <Button size="sm" variant="secondary" onClick={() => archive(list.selectedRows, false)}>
        Restore selected
      </Button>
    </SelectionBar>
  );
}
