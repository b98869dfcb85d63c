"use client";

import { useId } from "react";
import { Button } from "../button";
import { Select } from "../select";
import { useToast } from "../toast";
import { applyBulkChange, type BulkChangeContext } from "./bulk-change";
import type { ArchivableRow, StatusArchiveActionsProps } from "./status-archive-actions";

// What StatusArchiveActions loads once the list has a cursor or a selection: the bar's controls and
// the changes they (and e) make.

type Context<Row extends ArchivableRow, Patch> = BulkChangeContext<Row, Patch>;

/** Archives (or restores) those of `rows` not archived (or restored) yet; undone with z. */
export function archiveRows<Row extends ArchivableRow, Patch extends { is_archived?: boolean }>(
  context: Context<Row, Patch>,
  rows: Row[],
  archived: boolean,
): void {
  applyBulkChange(context, {
    rows: rows.filter((row) => row.is_archived !== archived),
    patch: { is_archived: archived } as Patch,
    revert: (row) => ({ is_archived: row.is_archived }) as Patch,
    done: archived ? "Archived" : "Restored",
    action: archived ? "archiving" : "restoring",
  });
}

const idOf = (row: ArchivableRow) => row.id;

/** The change context of a StatusArchiveActions list. */
export function contextOf<Row extends ArchivableRow, Patch extends { is_archived?: boolean }>(
  { list, update, noun, nameOf }: Pick<StatusArchiveActionsProps<Row, Patch>, "list" | "update" | "noun" | "nameOf">,
  toast: Context<Row, Patch>["toast"],
): Context<Row, Patch> {
  return { list, update, getId: idOf, noun, nameOf, toast };
}

/** The bulk bar's controls while rows are selected: one status for them, archive, restore. */
export function StatusArchiveControls<Row extends ArchivableRow, Patch extends { is_archived?: boolean }>(
  props: StatusArchiveActionsProps<Row, Patch>,
) {
  const { list, statusOptions, statusPatch, statusRevert } = props;
  const selectId = useId();
  const { toast } = useToast();
  const context = contextOf(props, toast);
  const setStatus = (value: string) => {
    const name = statusOptions.find((option) => option.value === value)?.label ?? "no status";
    applyBulkChange(context, {
      rows: list.selectedRows,
      patch: statusPatch(value),
      revert: statusRevert,
      done: `Set the status to ${name} of`,
      action: "status change",
    });
  };
  return (
    <>
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
      <Button size="sm" variant="secondary" onClick={() => archiveRows(context, list.selectedRows, true)}>
        Archive selected
      </Button>
      <Button size="sm" variant="secondary" onClick={() => archiveRows(context, list.selectedRows, false)}>
        Restore selected
      </Button>
    </>
  );
}
