import { describe, expect, it } from "vitest";
import {
  cursorIdIn,
  initialKeyboardListState,
  type KeyboardListAction,
  type KeyboardListState,
  keyboardListReducer,
  mergeHeldRows,
  movesPastEdge,
  pushUndo,
  selectedIn,
  takeUndo,
  UNDO_DEPTH,
  type UndoEntry,
} from "./keyboard-list";

const ids = ["a", "b", "c", "d", "e"];
const run = (...actions: KeyboardListAction[]): KeyboardListState =>
  actions.reduce(keyboardListReducer, initialKeyboardListState);
const down = { type: "move", ids, delta: 1 } as const;
const up = { type: "move", ids, delta: -1 } as const;

describe("keyboard list cursor", () => {
  it("starts on the first row and moves within the list's bounds", () => {
    expect(cursorIdIn(initialKeyboardListState, ids)).toBe("a");
    expect(cursorIdIn(run(down, down), ids)).toBe("c");
    expect(cursorIdIn(run(up), ids)).toBe("a");
    expect(cursorIdIn(run(down, down, down, down, down, down), ids)).toBe("e");
    expect(cursorIdIn(initialKeyboardListState, [])).toBeNull();
  });

  it("follows its row when the list changes, and falls back to where it was when the row is gone", () => {
    const onC = run(down, down);
    expect(cursorIdIn(onC, ["x", "a", "b", "c"])).toBe("c");
    expect(cursorIdIn(onC, ["a", "b", "d", "e"])).toBe("d");
    expect(cursorIdIn(onC, ["a"])).toBe("a");
  });

  it("says when a move would leave the list, and lands on the first or last row of another page", () => {
    expect(movesPastEdge(initialKeyboardListState, ids, -1)).toBe(true);
    expect(movesPastEdge(initialKeyboardListState, ids, 1)).toBe(false);
    expect(movesPastEdge(run(down, down, down, down), ids, 1)).toBe(true);
    const nextPage = ["f", "g", "h"];
    expect(cursorIdIn(run(down, { type: "page", edge: "first" }), nextPage)).toBe("f");
    expect(cursorIdIn(run({ type: "page", edge: "last" }), nextPage)).toBe("h");
  });

  it("moves to a row focused or clicked", () => {
    expect(cursorIdIn(run({ type: "focus", ids, id: "d" }), ids)).toBe("d");
    expect(cursorIdIn(run(down, { type: "focus", ids, id: "zz" }), ids)).toBe("b");
  });
});

describe("keyboard list selection", () => {
  it("x toggles the cursor's row", () => {
    const once = run(down, { type: "toggle", ids });
    expect(selectedIn(once, ids)).toEqual(["b"]);
    expect(selectedIn(keyboardListReducer(once, { type: "toggle", ids }), ids)).toEqual([]);
  });

  it("Shift+x selects from the last toggled row to the cursor, either direction, keeping what was selected", () => {
    const forward = run({ type: "toggle", ids }, down, down, down, { type: "range", ids });
    expect(selectedIn(forward, ids)).toEqual(["a", "b", "c", "d"]);
    const backward = run(down, down, down, down, { type: "toggle", ids }, up, up, { type: "range", ids });
    expect(selectedIn(backward, ids)).toEqual(["c", "d", "e"]);
    // The range's end is the next anchor.
    const chained = keyboardListReducer(keyboardListReducer(backward, up), { type: "range", ids });
    expect(selectedIn(chained, ids)).toEqual(["b", "c", "d", "e"]);
  });

  it("Shift+x without an anchor toggles the cursor's row", () => {
    expect(selectedIn(run(down, { type: "range", ids }), ids)).toEqual(["b"]);
  });

  it("lists only selected rows still in the list, in list order, and clears", () => {
    const state = run({ type: "set-selection", ids: ["d", "a", "gone"] });
    expect(selectedIn(state, ids)).toEqual(["a", "d"]);
    expect(selectedIn(keyboardListReducer(state, { type: "clear" }), ids)).toEqual([]);
  });
});

describe("rows held in place", () => {
  interface Row {
    id: string;
    dismissed?: boolean;
  }
  const getId = (row: Row) => row.id;
  const rows = (...names: string[]): Row[] => names.map((id) => ({ id }));

  it("keeps a row the fresh list dropped at its old place", () => {
    const held = new Map([["b", { row: { id: "b", dismissed: true }, index: 1 }]]);
    const merged = mergeHeldRows(rows("a", "c", "d"), held, getId);
    expect(merged.rows).toEqual([{ id: "a" }, { id: "b", dismissed: true }, { id: "c" }, { id: "d" }]);
  });

  it("takes the fresh version of a held row the list still has, and remembers it", () => {
    const held = new Map([["b", { row: { id: "b" }, index: 1 }]]);
    const first = mergeHeldRows([{ id: "a" }, { id: "b", dismissed: true }, { id: "c" }], held, getId);
    expect(first.rows[1]).toEqual({ id: "b", dismissed: true });
    const second = mergeHeldRows(rows("a", "c"), first.held, getId);
    expect(second.rows).toEqual([{ id: "a" }, { id: "b", dismissed: true }, { id: "c" }]);
  });

  it("puts several held rows back in order, and past the end when the list shrank", () => {
    const held = new Map([
      ["e", { row: { id: "e" }, index: 4 }],
      ["b", { row: { id: "b" }, index: 1 }],
    ]);
    expect(mergeHeldRows(rows("a", "c"), held, getId).rows.map(getId)).toEqual(["a", "b", "c", "e"]);
    expect(mergeHeldRows(rows("a", "b", "c"), new Map(), getId).rows.map(getId)).toEqual(["a", "b", "c"]);
  });
});

describe("undo stack", () => {
  const entry = (id: number): UndoEntry => ({ id, label: `action ${id}`, undo: async () => id });

  it("undoes the latest action first, or a named one (the toast's Undo)", () => {
    const stack = [1, 2, 3].reduce<UndoEntry[]>((all, id) => pushUndo(all, entry(id)), []);
    const latest = takeUndo(stack);
    expect(latest.entry?.id).toBe(3);
    expect(latest.rest.map((item) => item.id)).toEqual([1, 2]);
    const named = takeUndo(stack, 1);
    expect(named.entry?.id).toBe(1);
    expect(named.rest.map((item) => item.id)).toEqual([2, 3]);
    expect(takeUndo(stack, 99).entry).toBeUndefined();
    expect(takeUndo([]).entry).toBeUndefined();
  });

  it("keeps the last UNDO_DEPTH actions", () => {
    let stack: UndoEntry[] = [];
    for (let id = 1; id <= UNDO_DEPTH + 5; id++) {
      stack = pushUndo(stack, entry(id));
    }
    expect(stack).toHaveLength(UNDO_DEPTH);
    expect(stack[0]?.id).toBe(6);
  });
});
