"use client";

import Link from "next/link";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { formatCount } from "@/lib/web/format";

export type StatState =
  | { kind: "loading" }
  | { kind: "value"; value: number }
  | { kind: "restricted"; note: string }
  | { kind: "error"; message: string; onRetry: () => void; retrying: boolean };

/** Maps a react-query result onto a card state. */
export function statStateOf(query: {
  data: number | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}): StatState {
  if (query.data !== undefined) {
    return { kind: "value", value: query.data };
  }
  if (query.error) {
    return {
      kind: "error",
      message: query.error.message,
      onRetry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  return { kind: "loading" };
}

export interface StatCardProps {
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  state: StatState;
}

function StatValue({ title, state }: { title: string; state: StatState }) {
  switch (state.kind) {
    case "value":
      return (
        <p className="text-3xl font-semibold tabular-nums text-slate-900 dark:text-slate-50">
          {formatCount(state.value)}
        </p>
      );
    case "restricted":
      return (
        <div className="flex items-baseline gap-2">
          <p className="text-3xl font-semibold text-slate-500 dark:text-slate-400">
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not shown</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{state.note}</p>
        </div>
      );
    case "error":
      return (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-red-700 dark:text-red-400">Couldn't load: {state.message}</p>
          <Button variant="secondary" size="sm" onClick={state.onRetry} loading={state.retrying}>
            Retry<span className="sr-only"> {title}</span>
          </Button>
        </div>
      );
    default:
      return (
        <div role="status">
          <span className="sr-only">Loading {title}…</span>
          <div aria-hidden="true" className="h-9 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      );
  }
}

/** One count on the dashboard, with a link into the section it summarises. */
export function StatCard({ title, description, href, linkLabel, state }: StatCardProps) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col rounded-md border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {title}
      </h2>
      <div className="mt-2 min-h-[2.75rem]">
        <StatValue title={title} state={state} />
      </div>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <Link
        href={href}
        className={cn(
          "mt-3 self-start rounded text-sm font-medium text-blue-700 hover:underline dark:text-blue-300",
          focusRing,
        )}
      >
        {linkLabel}
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}
