/**
 * The keyboard list's state, pure: a cursor (kept by row ID so it follows its row when the list
 * changes, with its last index as the fallback when the row is gone), the selection with its range
 * anchor, rows held in place after an action, and the undo stack. The React hook in
 * components/ui/keyboard-list drives it; the rules live here so they can be tested on their own.
 */

export interface KeyboardListState {
  cursorId: string | null;
  /** Where the cursor was, for when its row leaves the list (a refetch, another page). */
  cursorIndex: number;
  /** The row the last `x` toggled: `Shift+x` selects from it to the cursor. */
  anchorId: string | null;
  selected: ReadonlySet<string>;
}

export type KeyboardListAction =
  | { type: "move"; ids: readonly string[]; delta: number }
  | { type: "focus"; ids: readonly string[]; id: string }
  /** Another page loads: the cursor goes to its first or last row. */
  | { type: "page"; edge: "first" | "last" }
  | { type: "toggle"; ids: readonly string[] }
  | { type: "range"; ids: readonly string[] }
  | { type: "set-selection"; ids: readonly string[] }
  | { type: "clear" };

export const initialKeyboardListState: KeyboardListState = {
  cursorId: null,
  cursorIndex: 0,
  anchorId: null,
  selected: new Set(),
};

/** The cursor's row index in `ids`: its own row when still listed, else the nearest to where it was. */
export function cursorIndexIn(state: KeyboardListState, ids: readonly string[]): number {
  if (ids.length === 0) {
    return -1;
  }
  const own = state.cursorId === null ? -1 : ids.indexOf(state.cursorId);
  return own >= 0 ? own : Math.min(Math.max(state.cursorIndex, 0), ids.length - 1);
}

export function cursorIdIn(state: KeyboardListState, ids: readonly string[]): string | null {
  const index = cursorIndexIn(state, ids);
  return index < 0 ? null : (ids[index] ?? null);
}

/** Whether moving by `delta` would leave the list (the view may turn the page instead). */
export function movesPastEdge(state: KeyboardListState, ids: readonly string[], delta: number): boolean {
  const index = cursorIndexIn(state, ids);
  return index + delta < 0 || index + delta >= ids.length;
}

function at(ids: readonly string[], index: number): Pick<KeyboardListState, "cursorId" | "cursorIndex"> {
  return { cursorId: ids[index] ?? null, cursorIndex: index };
}

/** The selected IDs still listed, in list order. */
export function selectedIn(state: KeyboardListState, ids: readonly string[]): string[] {
  return ids.filter((id) => state.selected.has(id));
}

export function keyboardListReducer(state: KeyboardListState, action: KeyboardListAction): KeyboardListState {
  switch (action.type) {
    case "move": {
      const { ids, delta } = action;
      if (ids.length === 0) {
        return state;
      }
      const next = Math.min(Math.max(cursorIndexIn(state, ids) + delta, 0), ids.length - 1);
      return { ...state, ...at(ids, next) };
    }
    case "focus": {
      const index = action.ids.indexOf(action.id);
      return index < 0 || state.cursorId === action.id ? state : { ...state, ...at(action.ids, index) };
    }
    case "page":
      return { ...state, cursorId: null, cursorIndex: action.edge === "first" ? 0 : Number.MAX_SAFE_INTEGER };
    case "toggle": {
      const id = cursorIdIn(state, action.ids);
      if (id === null) {
        return state;
      }
      const selected = new Set(state.selected);
      if (selected.has(id)) {
        selected.delete(id);
      } else {
        selected.add(id);
      }
      return { ...state, selected, anchorId: id };
    }
    case "range": {
      const { ids } = action;
      const cursor = cursorIndexIn(state, ids);
      const anchor = state.anchorId === null ? -1 : ids.indexOf(state.anchorId);
      if (cursor < 0) {
        return state;
      }
      if (anchor < 0) {
        return keyboardListReducer(state, { type: "toggle", ids });
      }
      const selected = new Set(state.selected);
      for (const id of ids.slice(Math.min(anchor, cursor), Math.max(anchor, cursor) + 1)) {
        selected.add(id);
      }
      return { ...state, selected, anchorId: ids[cursor] ?? null };
    }
    case "set-selection":
      return { ...state, selected: new Set(action.ids) };
    case "clear":
      return state.selected.size === 0 && state.anchorId === null
        ? state
        : { ...state, selected: new Set(), anchorId: null };
    default:
      return state;
  }
}

/** A row kept on screen at `index` after an action made it leave the list, until the next move. */
export interface HeldRow<Row> {
  row: Row;
  index: number;
}

/**
 * The rows to show: the fresh list with each held row back where it was when the list no longer has
 * it ("the row stays put until the next move"). A held row the fresh list still has takes its fresh
 * version and place, and is remembered as such, so it is the latest version that stays.
 */
export function mergeHeldRows<Row>(
  fresh: readonly Row[],
  held: ReadonlyMap<string, HeldRow<Row>>,
  getId: (row: Row) => string,
): { rows: Row[]; held: Map<string, HeldRow<Row>> } {
  const nextHeld = new Map<string, HeldRow<Row>>();
  const freshIndex = new Map(fresh.map((row, index) => [getId(row), index]));
  const missing: (HeldRow<Row> & { id: string })[] = [];
  for (const [id, entry] of held) {
    const index = freshIndex.get(id);
    if (index === undefined) {
      missing.push({ id, ...entry });
      nextHeld.set(id, entry);
    } else {
      nextHeld.set(id, { row: fresh[index] as Row, index });
    }
  }
  const rows = [...fresh];
  for (const entry of missing.sort((a, b) => a.index - b.index)) {
    rows.splice(Math.min(entry.index, rows.length), 0, entry.row);
  }
  return { rows, held: nextHeld };
}

/** One action that can be taken back with `z` or the toast's Undo. */
export interface UndoEntry {
  id: number;
  /** What is undone, for the announcement: "Dismissal of 3 alerts". */
  label: string;
  undo: () => Promise<unknown>;
}

export const UNDO_DEPTH = 20;

/** The stack with `entry` on top; the oldest entries fall off past UNDO_DEPTH. */
export function pushUndo(stack: readonly UndoEntry[], entry: UndoEntry): UndoEntry[] {
  return [...stack, entry].slice(-UNDO_DEPTH);
}

/** The latest entry (or the one with `id`) and the stack without it. */
export function takeUndo(
  stack: readonly UndoEntry[],
  id?: number,
): { entry: UndoEntry | undefined; rest: UndoEntry[] } {
  const index = id === undefined ? stack.length - 1 : stack.findIndex((entry) => entry.id === id);
  if (index < 0) {
    return { entry: undefined, rest: [...stack] };
  }
  return { entry: stack[index], rest: [...stack.slice(0, index), ...stack.slice(index + 1)] };
}
