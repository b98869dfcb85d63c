import type { ToastOptions } from "../toast";
import type { KeyboardList } from "./use-keyboard-list";

// One change applied to the selection (or the cursor's row) through the list's optimistic PATCH,
// loaded with the bulk bar's controls: the PATCHes, the failure toast and the undo record.

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

export interface BulkChangeContext<Row, Patch> extends Omit<BulkPatchOptions<Row, Patch>, "list"> {
  list: Pick<BulkPatchOptions<Row, Patch>["list"], "hold" | "clearSelection" | "undo">;
  toast: (options: ToastOptions) => unknown;
}

export function applyBulkChange<Row, Patch>(
  { list, update, getId, noun, nameOf, toast }: BulkChangeContext<Row, Patch>,
  { rows, patch, revert, done, action }: BulkChange<Row, Patch>,
): void {
  if (rows.length === 0) {
    toast({ title: `No ${noun} to change` });
    return;
  }
  const nameRows = (changed: Row[]) =>
    changed.length === 1 && changed[0] !== undefined ? `“${nameOf(changed[0])}”` : `${changed.length} ${noun}s`;
  list.hold(rows.map(getId));
  list.clearSelection();
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
    list.undo.record({
      title: `${done} ${nameRows(changed)}`,
      label: `${action} of ${nameRows(changed)}`,
      undo: () => Promise.all(changed.map((row) => update(getId(row), revert(row)))),
    });
  });
}
