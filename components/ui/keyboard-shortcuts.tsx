"use client";

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { lazyComponent } from "./lazy";
import { useLatest } from "./use-latest";

// The list opens rarely; its dialog code loads on the first "?".
const ShortcutsHelp = lazyComponent(() => import("./keyboard-shortcuts-help").then((module) => module.ShortcutsHelp));

export interface Shortcut {
  /**
   * Space-separated key sequence compared with `event.key`: "?", "/", "g d" (g, then d within 1 s);
   * "Shift+x" is a letter typed with Shift, which "x" alone does not match.
   */
  keys: string;
  description: string;
}

interface Registered extends Shortcut {
  id: number;
  /** Absent for keys only listed here, handled where they are pressed (Enter on a row, arrows in a list). */
  handler?: (event: KeyboardEvent) => void;
}

interface ShortcutsApi {
  register: (shortcut: Registered) => () => void;
  openHelp: () => void;
}

const ShortcutsContext = createContext<ShortcutsApi | null>(null);
const SEQUENCE_TIMEOUT_MS = 1000;
const HELP: Shortcut = { keys: "?", description: "Show keyboard shortcuts" };

const SHIFTED_LETTER = /^shift\+[a-z]$/i;

function normalize(key: string): string {
  return key.length === 1 || SHIFTED_LETTER.test(key) ? key.toLowerCase() : key;
}

/** The pressed key as shortcuts name it: a letter with Shift is "shift+x", anything else its `event.key`. */
function keyOf(event: KeyboardEvent): string {
  return event.shiftKey && /^[a-z]$/i.test(event.key) ? `shift+${event.key.toLowerCase()}` : normalize(event.key);
}

function sequenceOf(keys: string): string[] {
  return keys.trim().split(/\s+/).map(normalize);
}

/** True when typing: inputs, textareas, selects and contenteditable regions keep their keys. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || Boolean(target.closest("input, textarea, select, [contenteditable='true']"));
}

function isModalOpen(): boolean {
  return Boolean(document.querySelector("[role='dialog'][data-state='open'], [role='alertdialog'][data-state='open']"));
}

/** Listens for registered shortcuts and "?" (outside text fields) to open the shortcut list. */
export function KeyboardShortcutsProvider({ children }: { children: ReactNode }) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [listed, setListed] = useState<Registered[]>([]);
  const registry = useRef(new Map<number, Registered>());
  const buffer = useRef<{ keys: string[]; at: number }>({ keys: [], at: 0 });

  const register = useCallback((shortcut: Registered) => {
    registry.current.set(shortcut.id, shortcut);
    setListed([...registry.current.values()]);
    return () => {
      registry.current.delete(shortcut.id);
      setListed([...registry.current.values()]);
    };
  }, []);
  const openHelp = useCallback(() => setHelpOpen(true), []);

  useEffect(() => {
    const match = (pressed: string[]) => {
      let prefix = false;
      // Later registrations win, so iterate newest first.
      for (const shortcut of [...registry.current.values()].reverse()) {
        if (!shortcut.handler) {
          continue;
        }
        const sequence = sequenceOf(shortcut.keys);
        if (sequence.length === pressed.length && sequence.every((key, i) => key === pressed[i])) {
          return { shortcut, prefix: false };
        }
        prefix ||= sequence.length > pressed.length && pressed.every((key, i) => key === sequence[i]);
      }
      return { shortcut: undefined, prefix };
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) {
        return;
      }
      if (isEditableTarget(event.target) || isModalOpen()) {
        return;
      }
      const key = keyOf(event);
      if (key === "?") {
        event.preventDefault();
        buffer.current = { keys: [], at: 0 };
        setHelpOpen(true);
        return;
      }
      const now = Date.now();
      const previous = now - buffer.current.at <= SEQUENCE_TIMEOUT_MS ? buffer.current.keys : [];
      for (const pressed of [[...previous, key], [key]]) {
        const result = match(pressed);
        if (result.shortcut) {
          event.preventDefault();
          buffer.current = { keys: [], at: 0 };
          result.shortcut.handler?.(event);
          return;
        }
        if (result.prefix) {
          buffer.current = { keys: pressed, at: now };
          return;
        }
      }
      buffer.current = { keys: [], at: 0 };
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const api = useMemo(() => ({ register, openHelp }), [register, openHelp]);
  const shortcuts = useMemo(() => {
    const byKeys = new Map<string, Shortcut>([[HELP.keys, HELP]]);
    for (const { keys, description } of listed) {
      byKeys.set(keys, { keys, description });
    }
    return [...byKeys.values()];
  }, [listed]);

  return (
    <ShortcutsContext.Provider value={api}>
      {children}
      {helpOpen ? <ShortcutsHelp shortcuts={shortcuts} onClose={() => setHelpOpen(false)} /> : null}
    </ShortcutsContext.Provider>
  );
}

let nextId = 1;

/** Registers a shortcut while the component is mounted: `useShortcut("g d", "Go to the dashboard", () => …)`. */
export function useShortcut(
  keys: string,
  description: string,
  handler: (event: KeyboardEvent) => void,
  /** false leaves the key unregistered (a page where it would do nothing). */
  enabled = true,
): void {
  const api = useContext(ShortcutsContext);
  const handlerRef = useLatest(handler);
  useEffect(() => {
    if (!api || !enabled) {
      return;
    }
    return api.register({ id: nextId++, keys, description, handler: (event) => handlerRef.current(event) });
  }, [api, keys, description, enabled]);
}

/**
 * Lists keys a component handles itself (Enter on a focused row, arrows inside a list) in the "?"
 * list while it is mounted, without the document-wide listener acting on them.
 */
export function useListedShortcut(keys: string, description: string, enabled = true): void {
  const api = useContext(ShortcutsContext);
  useEffect(
    () => (api && enabled ? api.register({ id: nextId++, keys, description }) : undefined),
    [api, keys, description, enabled],
  );
}

/** `{ openHelp }` from the nearest provider, or null outside one. */
export function useKeyboardShortcuts(): Pick<ShortcutsApi, "openHelp"> | null {
  const api = useContext(ShortcutsContext);
  return useMemo(() => (api ? { openHelp: api.openHelp } : null), [api]);
}
