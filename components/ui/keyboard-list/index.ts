export { PagedListFrame, type PagedListFrameProps } from "./paged-list-frame";
export { SelectCheckbox } from "./select-cell";
export { SelectionBar, type SelectionBarProps } from "./selection-bar";
export { StatusArchiveActions, type StatusArchiveActionsProps } from "./status-archive-actions";
export { type BulkChange, type BulkPatchOptions, useBulkPatch } from "./use-bulk-patch";
export { type KeyboardList, type KeyboardListOptions, useKeyboardList } from "./use-keyboard-list";
export { usePageTurn } from "./use-page-turn";
export { type UndoableAction, useUndo } from "./use-undo";
