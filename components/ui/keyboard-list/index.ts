export { SelectionBar, type SelectionBarProps } from "./selection-bar";
export { type KeyboardList, type KeyboardListOptions, useKeyboardList } from "./use-keyboard-list";
export { type UndoableAction, useUndo } from "./use-undo";
