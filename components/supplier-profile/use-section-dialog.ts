"use client";

import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useOpenedOnce } from "@/lib/web/use-opened-once";

export interface SectionDialog<Subject> {
  open: boolean;
  /** The record the dialog is about, or null to add one. */
  subject: Subject | null;
  /** Mount the lazily loaded dialog from its first opening on. */
  mounted: boolean;
  show: (subject: Subject | null, opener: HTMLElement | null) => void;
  onOpenChange: (open: boolean) => void;
  /** The section's own button (e.g. "Add site"): focus goes there when the opener is gone. */
  fallbackRef: RefObject<HTMLButtonElement | null>;
}

/** Moves focus to `fallback` when it was lost (a removed record's buttons went with it). */
export function focusIfLost(fallback: RefObject<HTMLElement | null>) {
  setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      fallback.current?.focus();
    }
  }, 0);
}

/**
 * A section's add/edit dialog. Radix returns focus only to a DialogTrigger, and these dialogs are
 * opened by buttons of list rows: closing one puts focus back on the button that opened it, or on the
 * section's own button when that one is gone (an account whose change now waits for review).
 */
export function useSectionDialog<Subject>(): SectionDialog<Subject> {
  const [state, setState] = useState<{ open: boolean; subject: Subject | null }>({ open: false, subject: null });
  const mounted = useOpenedOnce(state.open);
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!state.open && opener.current) {
      const target = opener.current.isConnected ? opener.current : fallbackRef.current;
      opener.current = null;
      target?.focus();
    }
  }, [state.open]);

  const show = useCallback((subject: Subject | null, from: HTMLElement | null) => {
    opener.current = from;
    setState({ open: true, subject });
  }, []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return { open: state.open, subject: state.subject, mounted, show, onOpenChange, fallbackRef };
}
