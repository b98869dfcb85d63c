"use client";

import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { HeldRow, KeyboardListAction, KeyboardListState } from "@/lib/web/keyboard-list";
import { cn } from "../cn";
import { isEditableTarget, useListedShortcut, useShortcut } from "../keyboard-shortcuts";
import { useUndo } from "./use-undo";

export interface KeyboardListOptions<Row> {
  rows: readonly Row[];
  getId: (row: Row) => string;
  /** What a row is, for the "?" list: "alert", "finding". */
  noun: string;
  /** Enter or o on a row (and a click on it, outside its controls). */
  onOpen?: (row: Row) => void;
  /** Changes when another page or filter shows: held rows and the selection are dropped. */
  resetKey: string;
  /** j past the last row or k before the first: turn the page, true when it did. */
  onPastEdge?: (direction: 1 | -1) => boolean;
  /** false for a list whose actions take one row at a time (bank change decisions): no x, Shift+x or Escape. */
  selectable?: boolean;
}

const INTERACTIVE = "a, button, input, select, textarea, label, [role='button'], [role='checkbox']";
const ROW_ID_ATTRIBUTE = "data-row-id";

// The list's rules (lib/web/keyboard-list.ts: the reducer, the cursor, held rows) are needed once
// someone moves through the rows, never to show them: they load on the first pointer or focus in the
// list, or the first key or action. Until then the state is the initial one (every action waits for
// them, in order), whose cursor is the first row and whose selection is empty.
type Engine = typeof import("@/lib/web/keyboard-list");
let engine: Engine | null = null;
let engineLoading: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  engineLoading ??= import("@/lib/web/keyboard-list").then((module) => {
    engine = module;
    return module;
  });
  return engineLoading;
}
const preloadEngine = () => void loadEngine();
/** Runs `use` with the rules: at once once loaded, else when they are (in the order asked). */
function withEngine(use: (rules: Engine) => void): void {
  if (engine) {
    use(engine);
  } else {
    void loadEngine().then(use);
  }
}
const INITIAL_STATE: KeyboardListState = { cursorId: null, cursorIndex: 0, anchorId: null, selected: new Set() };
const reduce = (state: KeyboardListState, action: KeyboardListAction) =>
  engine ? engine.keyboardListReducer(state, action) : state;

/**
 * The shared keyboard list: j/k (and the arrows inside the list) move a cursor, Enter or o opens
 * the row, x selects it, Shift+x selects the range from the last x, Escape clears the selection,
 * z undoes the last action (each shows a toast with Undo). The list is an ARIA grid with a roving
 * tabindex: the cursor's row is the focusable one and takes focus on every move, so screen readers
 * read it and its selection. Rows an action removed stay in place, marked, until the next move
 * (`hold`), so the list never jumps under the cursor.
 *
 * The cursor starts on no row, and goes back there when another filter or page shows (a page
 * turned by j or k past the edge aside): nothing is acted on until a row is chosen with j or k
 * (the first lands on the top row), Tab or a click. Until then the top row is the one Tab reaches.
 */
export function useKeyboardList<Row>({
  rows,
  getId,
  noun,
  onOpen,
  resetKey,
  onPastEdge,
  selectable = true,
}: KeyboardListOptions<Row>) {
  const baseId = useId();
  const [state, dispatchNow] = useReducer(reduce, INITIAL_STATE);
  const dispatch = useCallback((action: KeyboardListAction) => withEngine(() => dispatchNow(action)), []);
  const held = useRef(new Map<string, HeldRow<Row>>());
  const [holdVersion, setHoldVersion] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  // A move asks for the cursor's row to take focus once it is on screen (after a page turn, when the
  // next page arrives); nothing else moves focus, so a refetch never pulls it out of the search box.
  // After a page turn it waits for rows other than the page being left.
  const focusPending = useRef<{ leaving: readonly Row[] | null } | null>(null);
  const undo = useUndo();
  // The cursor is on a row only once someone chose one, for the rows of this reset key.
  const [engagedFor, setEngagedFor] = useState<string | null>(null);
  const engaged = engagedFor === resetKey;
  const engage = useCallback(() => setEngagedFor(resetKey), [resetKey]);
  /** j or k turned the page: the cursor stays engaged on the next one. */
  const carryEngagement = useRef(false);

  // A new page or filter: nothing held or selected carries over, and the cursor is on no row.
  const lastReset = useRef(resetKey);
  if (lastReset.current !== resetKey) {
    lastReset.current = resetKey;
    held.current = new Map();
  }
  useEffect(() => {
    if (carryEngagement.current) {
      carryEngagement.current = false;
      setEngagedFor(resetKey);
    }
    // Before the rules load the state is still the initial one: nothing to clear.
    if (engine) {
      dispatch({ type: "clear" });
    }
  }, [resetKey, dispatch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: holdVersion re-reads the held rows (a ref) after hold() and release
  const visible = useMemo(() => {
    if (held.current.size === 0 || !engine) {
      return [...rows];
    }
    const merged = engine.mergeHeldRows(rows, held.current, getId);
    held.current = merged.held;
    return merged.rows;
  }, [rows, getId, holdVersion]);
  const ids = useMemo(() => visible.map(getId), [visible, getId]);
  const cursorId = !engaged ? null : engine ? engine.cursorIdIn(state, ids) : (ids[0] ?? null);
  /** The row Tab reaches: the cursor's, or the top one while the cursor is on no row. */
  const tabStopId = cursorId ?? ids[0] ?? null;
  const cursorRow = cursorId === null ? undefined : visible[ids.indexOf(cursorId)];
  const selectedIds = useMemo(() => (engine ? engine.selectedIn(state, ids) : []), [state, ids]);
  const domId = useCallback((id: string) => `${baseId}-row-${id}`, [baseId]);

  // A layout effect, run as the move commits: a passive one could run after the next key's move was
  // asked for, with this render's cursor, and take that request with it (focus stayed a row behind).
  useLayoutEffect(() => {
    void focusRequest;
    const pending = focusPending.current;
    if (!pending || pending.leaving === rows) {
      return;
    }
    const row = cursorId === null ? null : document.getElementById(domId(cursorId));
    if (row) {
      focusPending.current = null;
      row.focus();
    }
  }, [focusRequest, cursorId, domId, rows]);

  const release = useCallback(() => {
    if (held.current.size > 0) {
      held.current = new Map();
      setHoldVersion((version) => version + 1);
    }
  }, []);

  const move = useCallback(
    (delta: 1 | -1) => {
      release();
      const top = ids[0];
      if (!engaged) {
        // From no row, j and k both land on the top row.
        if (top !== undefined) {
          engage();
          withEngine(() => {
            dispatchNow({ type: "focus", ids, id: top });
            focusPending.current = { leaving: null };
            setFocusRequest((request) => request + 1);
          });
        }
        return;
      }
      withEngine((rules) => {
        const turnsPage = ids.length > 0 && rules.movesPastEdge(state, ids, delta) && Boolean(onPastEdge?.(delta));
        carryEngagement.current = turnsPage;
        dispatchNow(turnsPage ? { type: "page", edge: delta > 0 ? "first" : "last" } : { type: "move", ids, delta });
        focusPending.current = { leaving: turnsPage ? rows : null };
        setFocusRequest((request) => request + 1);
      });
    },
    [ids, state, onPastEdge, release, rows, engaged, engage],
  );
  const open = useCallback(() => {
    if (cursorRow !== undefined) {
      onOpen?.(cursorRow);
    }
  }, [cursorRow, onOpen]);

  useShortcut("j", `Next ${noun}`, () => move(1));
  useShortcut("k", `Previous ${noun}`, () => move(-1));
  useListedShortcut("ArrowDown", `Next ${noun} (in the list)`);
  useListedShortcut("ArrowUp", `Previous ${noun} (in the list)`);
  useListedShortcut("Enter", `Open the ${noun} (in the list)`, onOpen !== undefined);
  useShortcut("o", `Open the ${noun}`, open, onOpen !== undefined);
  useShortcut(
    "x",
    `Select or unselect the ${noun}`,
    () => (engaged ? dispatch({ type: "toggle", ids }) : undefined),
    selectable,
  );
  useShortcut(
    "Shift+x",
    `Select every ${noun} from the last selected one`,
    () => (engaged ? dispatch({ type: "range", ids }) : undefined),
    selectable,
  );
  useShortcut("Escape", "Clear the selection", () => dispatch({ type: "clear" }), selectable);
  useShortcut("z", "Undo the last action", () => void undo.undoLast());

  /** Keeps these rows on screen where they are until the next move, even once the list drops them. */
  const hold = useCallback(
    (holdIds: readonly string[]) =>
      // With the rules loaded, so that the render after it merges the held rows back in.
      withEngine(() => {
        for (const id of holdIds) {
          const index = ids.indexOf(id);
          const row = visible[index];
          if (row !== undefined) {
            held.current.set(id, { row, index });
          }
        }
        setHoldVersion((version) => version + 1);
      }),
    [ids, visible],
  );

  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const selectedRows = useMemo(
    () => visible.filter((row) => selectedSet.has(getId(row))),
    [visible, selectedSet, getId],
  );
  /** What an action applies to: the selection, or else the cursor's row. */
  const targets = selectedRows.length > 0 ? selectedRows : cursorRow === undefined ? [] : [cursorRow];

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isEditableTarget(event.target)) {
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (
      event.key === "Enter" &&
      onOpen !== undefined &&
      event.target instanceof HTMLElement &&
      event.target.hasAttribute(ROW_ID_ATTRIBUTE)
    ) {
      event.preventDefault();
      open();
    }
  };

  const rowProps = (row: Row) => {
    const id = getId(row);
    const isCursor = id === cursorId;
    return {
      id: domId(id),
      [ROW_ID_ATTRIBUTE]: id,
      tabIndex: id === tabStopId ? 0 : -1,
      "aria-selected": selectedSet.has(id),
      onFocus: () => {
        engage();
        if (id !== cursorId) {
          release();
          dispatch({ type: "focus", ids, id });
        }
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        const hit = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
        if (!hit && onOpen) {
          onOpen(row);
        }
      },
      className: cn(
        "outline-none",
        selectedSet.has(id) && "bg-blue-50 dark:bg-blue-950/40",
        isCursor && "shadow-[inset_3px_0_0_0] shadow-blue-700 dark:shadow-blue-400",
        "focus-visible:outline focus-visible:-outline-offset-2 focus-visible:outline-2",
        "focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400",
        onOpen && "cursor-pointer",
      ),
    };
  };

  const isSelected = useCallback((id: string) => selectedSet.has(id), [selectedSet]);
  const toggle = useCallback(
    (id: string) =>
      dispatch({
        type: "set-selection",
        ids: selectedSet.has(id) ? selectedIds.filter((other) => other !== id) : [...selectedIds, id],
      }),
    [selectedSet, selectedIds, dispatch],
  );
  const clearSelection = useCallback(() => dispatch({ type: "clear" }), [dispatch]);

  return {
    rows: visible,
    /** Whether the cursor is on a row (someone chose one since the list last reset). */
    engaged,
    cursorId,
    cursorRow,
    selectedIds,
    selectedRows,
    targets,
    isSelected,
    toggle,
    setSelection: (next: readonly string[]) => dispatch({ type: "set-selection", ids: next }),
    clearSelection,
    hold,
    gridProps: {
      role: "grid",
      "aria-multiselectable": selectable,
      onKeyDown: onGridKeyDown,
      onPointerEnter: preloadEngine,
      onFocus: preloadEngine,
    },
    rowProps,
    undo,
  };
}

export type KeyboardList<Row> = ReturnType<typeof useKeyboardList<Row>>;
