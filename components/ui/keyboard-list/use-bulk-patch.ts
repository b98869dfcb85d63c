"use client";

import { useCallback } from "react";
import { useToast } from "../toast";
import type { KeyboardList } from "./use-keyboard-list";

export interface BulkPatchOptions<Row, Patch> {
  list: KeyboardList<Row>;
  /** The optimistic PATCH of one row (rejects with the server's error). */
  update: (id: string, patch: Patch) => Promise<unknown>;
  getId: (row: Row) => string;
  /** "finding": pluralised with an s. */
  noun: string;
  nameOf: (row: Row) => string;
}

export interface BulkChange<Row, Patch> {
  rows: Row[];
  patch: Patch;
  /** The patch that puts one row back as it was, for undo. */
  revert: (row: Row) => Patch;
  /** What was done, past tense, before the rows' name: "Archived", "Set the status to Resolved of". */
  done: string;
  /** The action as a noun, for the undo toast: "archiving", "status change". */
  action: string;
}

/**
 * One change applied to the selection (or the cursor's row) through the list's optimistic PATCH:
 * the rows stay in place until the next move, a failure is told in a toast, and the rows changed
 * can be put back as they were with z or the toast's Undo.
 */
export function useBulkPatch<Row, Patch>({ list, update, getId, noun, nameOf }: BulkPatchOptions<Row, Patch>) {
  const { toast } = useToast();
  const { hold, clearSelection, undo } = list;
  return useCallback(
    ({ rows, patch, revert, done, action }: BulkChange<Row, Patch>) => {
      if (rows.length === 0) {
        toast({ title: `No ${noun} to change` });
        return;
      }
      const nameRows = (changed: Row[]) =>
        changed.length === 1 && changed[0] !== undefined ? `“${nameOf(changed[0])}”` : `${changed.length} ${noun}s`;
      hold(rows.map(getId));
      clearSelection();
      void Promise.allSettled(rows.map((row) => update(getId(row), patch))).then((results) => {
        const changed = rows.filter((_, index) => results[index]?.status === "fulfilled");
        const failure = results.find((result) => result.status === "rejected");
        if (failure) {
          const failed = rows.filter((_, index) => results[index]?.status === "rejected");
          toast({
            title: `Couldn't change ${nameRows(failed)}`,
            description: failure.reason instanceof Error ? failure.reason.message : undefined,
            variant: "error",
          });
        }
        if (changed.length === 0) {
          return;
        }
        undo.record({
          title: `${done} ${nameRows(changed)}`,
          label: `${action} of ${nameRows(changed)}`,
          undo: () => Promise.all(changed.map((row) => update(getId(row), revert(row)))),
        });
      });
    },
    [hold, clearSelection, undo, update, getId, noun, nameOf, toast],
  );
}
