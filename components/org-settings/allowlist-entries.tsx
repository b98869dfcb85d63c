"use client";

import { Button } from "@/components/ui/button";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { parseCidr } from "@/lib/net/ip";
import type { EntryError } from "./allowlist-error";

/** A client-side hint only; the API decides on save. */
function hintFor(entry: string): string | null {
  const checked = parseCidr(entry);
  return checked.ok ? null : `This looks invalid (${checked.reason}); the server checks it when you save.`;
}

export interface AllowlistEntriesProps {
  entries: string[];
  /** The server's rejection, shown next to the first entry it names. */
  entryError: EntryError | null;
  disabled?: boolean;
  /** Without it the list is read-only: no Remove buttons. */
  onRemove?: (entry: string) => void;
  /** E.g. the ID of the text saying why the list is read-only. */
  describedBy?: string;
}

export function AllowlistEntries({ entries, entryError, disabled, onRemove, describedBy }: AllowlistEntriesProps) {
  if (entries.length === 0) {
    return (
      <p
        aria-describedby={describedBy}
        className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
      >
        No entries: API keys work from any IP address.
      </p>
    );
  }
  const errorIndex = entryError ? entries.indexOf(entryError.value) : -1;
  return (
    <ul
      aria-label="Allowed networks"
      aria-describedby={describedBy}
      className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {entries.map((entry, index) => {
        const error = index === errorIndex ? entryError : null;
        const hint = error ? null : hintFor(entry);
        return (
          <li key={entry} className="flex items-start justify-between gap-4 px-3 py-2">
            <div className="min-w-0">
              <code className="break-all font-mono text-sm text-slate-900 dark:text-slate-100">{entry}</code>
              {error ? (
                <p role="alert" className="mt-0.5 text-sm text-red-700 dark:text-red-400">
                  {error.message}
                </p>
              ) : null}
              {hint ? <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
            </div>
            {onRemove ? (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onRemove(entry)}>
                Remove<VisuallyHidden> {entry}</VisuallyHidden>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
