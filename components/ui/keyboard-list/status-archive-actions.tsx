"use client";

import { useShortcut } from "../keyboard-shortcuts";
import { lazyComponent } from "../lazy";
import type { SelectOption } from "../select";
import { useToast } from "../toast";
import { SelectionBar } from "./selection-bar";
import type { KeyboardList } from "./use-keyboard-list";

export interface ArchivableRow {
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

// The bar's controls and the changes behind them load with the first selection (when the bar shows
// them) or the first e, not with the page: a list that is only read never downloads them.
const loadControls = () => import("./status-archive-controls");
const StatusArchiveControls = lazyComponent(() => loadControls().then((module) => module.StatusArchiveControls));
type AnyControlsProps = StatusArchiveActionsProps<ArchivableRow, { is_archived?: boolean }>;

/**
 * A list's keyboard actions and bulk bar: one status for the selection, archive and restore (e for
 * the cursor's row or the selection), each undone with z by PATCHing the previous values back.
 * Findings and Obligations share it.
 */
export function StatusArchiveActions<Row extends ArchivableRow, Patch extends { is_archived?: boolean }>(
  props: StatusArchiveActionsProps<Row, Patch>,
) {
  const { list, noun } = props;
  const { toast } = useToast();
  const { targets } = list;
  useShortcut(
    "e",
    `Archive the ${noun} (or the selection)`,
    () => void loadControls().then((flow) => flow.archiveRows(flow.contextOf(props, toast), targets, true)),
  );

  return (
    <SelectionBar count={list.selectedIds.length} noun={noun} onClear={list.clearSelection}>
      {/* A lazy component is not generic: the props are those of this very component. */}
      <StatusArchiveControls {...(props as unknown as AnyControlsProps)} />
    </SelectionBar>
  );
}
