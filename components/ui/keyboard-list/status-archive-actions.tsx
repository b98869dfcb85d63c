"use client";

import { useCallback, useId } from "react";
import { Button } from "../button";
import { useShortcut } from "../keyboard-shortcuts";
import { Select, type SelectOption } from "../select";
import { SelectionBar } from "./selection-bar";
import { useBulkPatch } from "./use-bulk-patch";
import type { KeyboardList } from "./use-keyboard-list";

interface ArchivableRow {
  id: string;
  is_archived: boolean;
}

export interface StatusArchiveActionsProps<Row extends ArchivableRow, Patch extends { is_archived?: boolean }> {
  list: KeyboardList<Row>;
  /** The optimistic PATCH of one row. */
  update: (id: string, patch: Patch) => Promise<unknown>;
  /** "finding": pluralised with an s. */
  noun: string;
  nameOf: (row: Row) => string;
  statusOptions: SelectOption[];
  /** The patch that sets a status chosen in the bar ("" for none, where a list allows it). */
  statusPatch: (value: string) => Patch;
  /** The patch that puts one row's status back, for undo. */
  statusRevert: (row: Row) => Patch;
}

/**
 * A list's keyboard actions and bulk bar: one status for the selection, archive and restore (e for
 * the cursor's row or the selection), each undone with z by PATCHing the previous values back.
 * Findings and Obligations share it.
 */
export function StatusArchiveActions<Row extends ArchivableRow, Patch extends { is_archived?: boolean }>({
  list,
  update,
  noun,
  nameOf,
  statusOptions,
  statusPatch,
  statusRevert,
}: StatusArchiveActionsProps<Row, Patch>) {
  const selectId = useId();
  const change = useBulkPatch<Row, Patch>({ list, update, getId: (row) => row.id, noun, nameOf });
  const archive = useCallback(
    (rows: Row[], archived: boolean) =>
      change({
        rows: rows.filter((row) => row.is_archived !== archived),
        patch: { is_archived: archived } as Patch,
        revert: (row) => ({ is_archived: row.is_archived }) as Patch,
        done: archived ? "Archived" : "Restored",
        action: archived ? "archiving" : "restoring",
      }),
    [change],
  );
  const setStatus = (value: string) => {
    const name = statusOptions.find((option) => option.value === value)?.label ?? "no status";
    change({
      rows: list.selectedRows,
      patch: statusPatch(value),
      revert: statusRevert,
      done: `Set the status to ${name} of`,
      action: "status change",
    });
  };
  const { targets } = list;
  useShortcut("e", `Archive the ${noun} (or the selection)`, () => archive(targets, true));

  return (
    <SelectionBar count={list.selectedIds.length} noun={noun} onClear={list.clearSelection}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Set status
      </label>
      <Select
        id={selectId}
        className="w-44"
        value=""
        placeholder="Choose…"
        options={statusOptions}
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
