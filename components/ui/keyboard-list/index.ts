// Every part of the keyboard list. A page's chunk takes in all that a barrel re-exports, so the
// lists import the files they use directly (docs/performance.md).

export type { BulkChange, BulkPatchOptions } from "./bulk-change";
export { type KeyboardListColumn, KeyboardListGrid, type KeyboardListGridProps } from "./keyboard-list-grid";
export { KeyboardListTable, type KeyboardListTableProps } from "./keyboard-list-table";
export { PagedListFrame, type PagedListFrameProps } from "./paged-list-frame";
export { SelectCheckbox, selectColumn } from "./select-cell";
export { SelectionBar, type SelectionBarProps } from "./selection-bar";
export { StatusArchiveActions, type StatusArchiveActionsProps } from "./status-archive-actions";
export { type KeyboardList, type KeyboardListOptions, useKeyboardList } from "./use-keyboard-list";
export { usePageTurn } from "./use-page-turn";
export { type UndoableAction, useUndo } from "./use-undo";
