"use client";

import { type KeyboardEvent, useEffect, useState } from "react";
import { dueLabel, dueState, fromDateInput, toDateInput } from "@/lib/web/due-date";
import { useNow } from "@/lib/web/use-now";
import { Badge } from "./badge";
import { Button } from "./button";
import { cn, controlBase, controlBorder } from "./cn";
import { Select, type SelectOption } from "./select";

// Table cells that change one field of their row at once. Each control is labelled with the row
// ("Status of “Weak passwords”"), since a table cell has no visible label of its own.

export interface InlineSelectProps {
  label: string;
  value: string;
  options: SelectOption[];
  /** An empty-value first option, e.g. "No status"; omit when a value is required. */
  placeholder?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A compact select that saves on change. */
export function InlineSelect({ label, value, options, placeholder, onChange, disabled }: InlineSelectProps) {
  return (
    <Select
      aria-label={label}
      className="h-8 w-44 text-sm"
      value={value}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export interface InlineDueDateProps {
  label: string;
  /** Unix seconds, or null. */
  value: number | null;
  /** Called with the new day (Unix seconds of its UTC midnight) or null when cleared. */
  onChange: (value: number | null) => void;
  disabled?: boolean;
  /** Don't flag overdue / due soon (e.g. for closed or satisfied rows). */
  settled?: boolean;
}

/**
 * A date input that saves when it loses focus or on Enter (not on every keystroke, which would save
 * half-typed years); Escape puts the saved day back. Overdue and due-soon days get a badge.
 */
export function InlineDueDate({ label, value, onChange, disabled, settled }: InlineDueDateProps) {
  const saved = toDateInput(value);
  const [draft, setDraft] = useState(saved);
  const now = useNow();
  useEffect(() => setDraft(saved), [saved]);

  const commit = () => {
    const next = fromDateInput(draft);
    if (next === undefined) {
      setDraft(saved);
    } else if (next !== value) {
      onChange(next);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape" && draft !== saved) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(saved);
    }
  };
  const state = now === null || settled ? "none" : dueState(value, now);
  const phrase = now === null ? "" : dueLabel(value, now);

  return (
    <span className="flex flex-wrap items-center gap-2">
      <input
        type="date"
        aria-label={label}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className={cn(controlBase, controlBorder, "h-8 w-40 px-2")}
      />
      {state === "overdue" || state === "today" || state === "soon" ? (
        <Badge variant={state === "overdue" ? "danger" : "warning"}>{phrase}</Badge>
      ) : null}
    </span>
  );
}

/** Archive, or Restore for an archived row; named after the row for screen readers. */
export function ArchiveToggle({
  name,
  archived,
  onChange,
  disabled,
}: {
  name: string;
  archived: boolean;
  onChange: (archived: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${archived ? "Restore" : "Archive"} “${name}”`}
      disabled={disabled}
      onClick={() => onChange(!archived)}
    >
      {archived ? "Restore" : "Archive"}
    </Button>
  );
}
