"use client";

import { useCallback, useId } from "react";
import { Button } from "@/components/ui/button";
import { type KeyboardList, SelectionBar, useBulkPatch } from "@/components/ui/keyboard-list";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";
import { Select } from "@/components/ui/select";
import {
  OBLIGATION_STATUS_OPTIONS,
  type Obligation,
  type ObligationStatus,
  type UpdateObligationInput,
} from "@/lib/web/hooks/obligations";
import { obligationName } from "./obligation-columns";

const getId = (obligation: Obligation) => obligation.id;

/**
 * The obligations list's keyboard actions and bulk bar: the selection's status set at once, archive
 * and restore (e for the cursor's obligation or the selection), each undone with z by PATCHing the
 * previous values back.
 */
export function ObligationBulkActions({
  list,
  update,
}: {
  list: KeyboardList<Obligation>;
  update: (id: string, patch: UpdateObligationInput) => Promise<unknown>;
}) {
  const selectId = useId();
  const change = useBulkPatch<Obligation, UpdateObligationInput>({
    list,
    update,
    getId,
    noun: "obligation",
    nameOf: obligationName,
  });
  const archive = useCallback(
    (rows: Obligation[], archived: boolean) =>
      change({
        rows: rows.filter((row) => row.is_archived !== archived),
        patch: { is_archived: archived },
        revert: (row) => ({ is_archived: row.is_archived }),
        done: archived ? "Archived" : "Restored",
        action: archived ? "archiving" : "restoring",
      }),
    [change],
  );
  const setStatus = (status: ObligationStatus) => {
    const name = OBLIGATION_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
    change({
      rows: list.selectedRows,
      patch: { status },
      revert: (row) => ({ status: row.status }),
      done: `Set the status to ${name} of`,
      action: "status change",
    });
  };
  const { targets } = list;
  useShortcut("e", "Archive the obligation (or the selection)", () => archive(targets, true));

  return (
    <SelectionBar count={list.selectedIds.length} noun="obligation" onClear={list.clearSelection}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Set status
      </label>
      <Select
        id={selectId}
        className="w-44"
        value=""
        placeholder="Choose…"
        options={OBLIGATION_STATUS_OPTIONS}
        onChange={(event) => (event.target.value ? setStatus(event.target.value as ObligationStatus) : undefined)}
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
