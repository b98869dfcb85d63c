"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { Citation } from "@/lib/web/intake";

interface CitationFocus {
  /** The passage shown in the context panel: the one hovered or focused, else the one pinned. */
  active: Citation | null;
  pinned: Citation | null;
  show: (citation: Citation) => void;
  hide: (citation: Citation) => void;
  togglePin: (citation: Citation) => void;
}

const same = (a: Citation | null, b: Citation | null) =>
  a !== null && b !== null && a.source === b.source && a.start === b.start && a.end === b.end;

const CitationFocusContext = createContext<CitationFocus | null>(null);

/** Which cited passage the session page highlights: hovering or focusing a citation shows it, a click pins it. */
export function CitationFocusProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Citation | null>(null);
  const [pinned, setPinned] = useState<Citation | null>(null);
  const show = useCallback((citation: Citation) => setShown(citation), []);
  const hide = useCallback(
    (citation: Citation) => setShown((current) => (same(current, citation) ? null : current)),
    [],
  );
  const togglePin = useCallback(
    (citation: Citation) => setPinned((current) => (same(current, citation) ? null : citation)),
    [],
  );
  const value = useMemo(
    () => ({ active: shown ?? pinned, pinned, show, hide, togglePin }),
    [shown, pinned, show, hide, togglePin],
  );
  return <CitationFocusContext.Provider value={value}>{children}</CitationFocusContext.Provider>;
}

export function useCitationFocus(): CitationFocus {
  const value = useContext(CitationFocusContext);
  if (!value) {
    throw new Error("useCitationFocus needs a CitationFocusProvider");
  }
  return value;
}

export const isSameCitation = same;
