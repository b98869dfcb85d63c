"use client";

import { useCallback, useRef } from "react";
import type { UndoEntry } from "@/lib/web/keyboard-list";
import { useToast } from "../toast";

export interface UndoableAction {
  /** Shown on the toast: "Dismissed “Data breach” for Acme". */
  title: string;
  /** What undoing takes back, for the next toast: "dismissal of 3 alerts". */
  label: string;
  undo: () => Promise<unknown>;
}

const loadUndoFlow = () => import("./undo-flow");

/**
 * The list's undo stack: `record` shows a toast with Undo for the action and keeps it for `z`;
 * `undoLast` (z) takes back the latest one, the toast's button its own. Either way the outcome is
 * announced in a toast. The code behind them loads with the first action or the first z.
 */
export function useUndo() {
  const { toast } = useToast();
  const stack = useRef<UndoEntry[]>([]);
  const record = useCallback(
    (action: UndoableAction) => void loadUndoFlow().then((flow) => flow.recordUndo(stack, toast, action)),
    [toast],
  );
  const undoLast = useCallback(() => loadUndoFlow().then((flow) => flow.runUndo(stack, toast)), [toast]);
  return { record, undoLast };
}
