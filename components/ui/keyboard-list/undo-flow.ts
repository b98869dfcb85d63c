import type { MutableRefObject } from "react";
import { pushUndo, takeUndo, type UndoEntry } from "@/lib/web/keyboard-list";
import type { ToastOptions } from "../toast";
import type { UndoableAction } from "./use-undo";

// What useUndo loads with the first action recorded or the first z: the stack's rules and toasts.

type Toast = (options: ToastOptions) => unknown;
type UndoStack = MutableRefObject<UndoEntry[]>;

let nextEntryId = 1;

/** Takes back the latest action (or the one with `id`, its toast's Undo) and says how it went. */
export async function runUndo(stack: UndoStack, toast: Toast, id?: number): Promise<void> {
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
}

/** Keeps the action for z and shows its toast with Undo. */
export function recordUndo(stack: UndoStack, toast: Toast, { title, label, undo }: UndoableAction): void {
  const id = nextEntryId++;
  stack.current = pushUndo(stack.current, { id, label, undo });
  toast({
    title,
    description: "Press z to undo.",
    variant: "success",
    action: { label: "Undo", onAction: () => void runUndo(stack, toast, id) },
  });
}
