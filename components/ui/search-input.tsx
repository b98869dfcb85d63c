"use client";

import { useEffect, useId, useState } from "react";
import { cn, controlBase, controlBorder, defaultWidth } from "./cn";
import { useLatest } from "./use-latest";

export interface SearchInputProps {
  /** The committed value (e.g. from useUrlState). */
  value: string;
  /** Called 300 ms after typing stops, and at once on Enter. */
  onChange: (value: string) => void;
  /** Accessible label, e.g. "Search vendors". */
  label: string;
  placeholder?: string;
  debounceMs?: number;
  className?: string;
}

/** A debounced search box (type="search", labelled, with a magnifier icon). */
export function SearchInput({ value, onChange, label, placeholder, debounceMs = 300, className }: SearchInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const onChangeRef = useLatest(onChange);
  // Follow outside changes (back button, "Clear filters").
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) {
      return;
    }
    const timer = window.setTimeout(() => onChangeRef.current(draft.trim()), debounceMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, debounceMs]);

  return (
    <div className={cn("relative", defaultWidth(className) && "w-full sm:w-72", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      >
        <circle cx="9" cy="9" r="5.5" stroke="currentColor" strokeWidth="1.5" />
        <path d="M13 13l3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? label}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onChangeRef.current(draft.trim());
          }
        }}
        className={cn(controlBase, controlBorder, "h-9 w-full pl-8 pr-3")}
      />
    </div>
  );
}
