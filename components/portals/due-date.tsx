"use client";

import { formatDay } from "@/lib/web/days";
import { dueLabel } from "@/lib/web/due-label";
import { useNow } from "@/lib/web/use-now";

export interface DueDateProps {
  /** Unix seconds, as the API sends them; null: no due date. */
  value: number | null;
  /** Adds "Due in 3 days", "Overdue by 2 days" under the date (for requests still waiting for the vendor). */
  showCountdown?: boolean;
  fallback?: string;
}

/**
 * A request's due date as a day in the person's locale ("Jan 5, 2027"): due dates are whole days,
 * held as the end of their UTC day, so the day is the same in every time zone. Rendered once in the
 * browser (the server's locale never shows).
 */
export function DueDate({ value, showCountdown = false, fallback = "No due date" }: DueDateProps) {
  const now = useNow();
  if (value === null) {
    return <span className="text-slate-600 dark:text-slate-400">{fallback}</span>;
  }
  if (now === null) {
    return <span>…</span>;
  }
  const countdown = showCountdown ? dueLabel(value, now) : "";
  return (
    <span className="flex flex-col">
      <time dateTime={new Date(value * 1000).toISOString()} className="whitespace-nowrap">
        {formatDay(value)}
      </time>
      {countdown ? <span className="text-xs text-slate-600 dark:text-slate-400">{countdown}</span> : null}
    </span>
  );
}
