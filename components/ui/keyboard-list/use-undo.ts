"use client";

import { useCallback, useRef } from "react";
import { pushUndo, takeUndo, type UndoEntry } from "@/lib/web/keyboard-list";
import { useToast } from "../toast";

export interface UndoableAction {
  /** Shown on the toast: "Dismissed “Data breach” for Acme". */
  title: string;
  /** What undoing takes back, for the next toast: "dismissal of 3 alerts". */
  label: string;
  undo: () => Promise<unknown>;
}

let nextEntryId = 1;

/**
 * The list's undo stack: `record` shows a toast with Undo for the action and keeps it for `z`;
 * `undoLast` (z) takes back the latest one, the toast's button its own. Either way the outcome is
 * announced in a toast.
 */
export function useUndo() {
  const { toast } = useToast();
  const stack = useRef<UndoEntry[]>([]);

  const runUndo = useCallback(
    async (id?: number) => {
      const { entry, rest } = takeUndo(stack.current, id);
      stack.current = rest;
      if (!entry) {
        toast({ title: "Nothing to undo" });
        return;
      }
      try {
        await entry.undo();
        toast({ title: `Undid the ${entry.label}`, variant: "success" });
      } catch (error) {
        toast({
          title: `Couldn't undo the ${entry.label}`,
          description: error instanceof Error ? error.message : undefined,
          variant: "error",
        });
      }
    },
    [toast],
  );

  const record = useCallback(
    ({ title, label, undo }: UndoableAction) => {
      const id = nextEntryId++;
      stack.current = pushUndo(stack.current, { id, label, undo });
      toast({
        title,
        description: "Press z to undo.",
        variant: "success",
        action: { label: "Undo", onAction: () => void runUndo(id) },
      });
    },
    [toast, runUndo],
  );

  const undoLast = useCallback(() => runUndo(), [runUndo]);
  return { record, undoLast };
}
