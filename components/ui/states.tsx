import type { ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** E.g. a "Create vendor" button or a "Clear filters" link. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center px-6 py-12 text-center", className)}>
      {icon ? <div className="mb-3 text-slate-500 dark:text-slate-400">{icon}</div> : null}
      <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</p>
      {description ? (
        <div className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</div>
      ) : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

export interface LoadingStateProps {
  /** "skeleton" shows placeholder rows (for tables and lists); "spinner" a centered spinner. */
  variant?: "skeleton" | "spinner";
  rows?: number;
  /** Announced to screen readers. */
  label?: string;
  className?: string;
}

export function LoadingState({ variant = "spinner", rows = 5, label = "Loading…", className }: LoadingStateProps) {
  if (variant === "skeleton") {
    return (
      <div role="status" className={cn("space-y-3 p-4", className)}>
        <span className="sr-only">{label}</span>
        {Array.from({ length: rows }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            key={index}
            aria-hidden="true"
            className="h-5 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
            style={{ width: `${90 - ((index * 17) % 35)}%` }}
          />
        ))}
      </div>
    );
  }
  return (
    <div
      role="status"
      className={cn("flex items-center justify-center gap-2 py-12 text-slate-600 dark:text-slate-400", className)}
    >
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export interface ErrorStateProps {
  /** What went wrong, e.g. `error.message` from an ApiRequestError. */
  message: string;
  title?: string;
  onRetry?: () => void;
  /** Shows a spinner on the Retry button while refetching. */
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ message, title = "Couldn't load this", onRetry, retrying, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn("flex flex-col items-center px-6 py-12 text-center", className)}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="mb-3 h-6 w-6 text-red-700 dark:text-red-400">
        <circle cx="10" cy="10" r="8" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 6v5m0 3h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

export interface ListEmptyStateProps {
  /** Whether the list is narrowed by filters: then "no match" with a Clear filters button. */
  filtered: boolean;
  /** E.g. "No vendors match these filters". */
  filteredTitle: string;
  filteredDescription?: ReactNode;
  onClearFilters: () => void;
  /** E.g. "No vendors yet". */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** E.g. a "New vendor" button, for the empty (unfiltered) list. */
  emptyAction?: ReactNode;
}

/** A table's empty state: "nothing matches" with Clear filters when filtered, else "nothing yet". */
export function ListEmptyState(props: ListEmptyStateProps) {
  return props.filtered ? (
    <EmptyState
      title={props.filteredTitle}
      description={props.filteredDescription}
      action={
        <Button variant="secondary" onClick={props.onClearFilters}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState title={props.emptyTitle} description={props.emptyDescription} action={props.emptyAction} />
  );
}
