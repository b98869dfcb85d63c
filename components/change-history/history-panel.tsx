"use client";

import { type ReactNode, useId, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useEntityHistory } from "@/lib/web/hooks/change-log";
import { useReferenceNames } from "@/lib/web/hooks/change-log-names";
import { ChangeEntry } from "./change-entry";
import { referencedIds } from "./references";

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryPanelProps {
  /** The change log's entity type: "vendor", "service", "api_key", … */
  entityType: string;
  entityId: string;
  /** The section's heading level; 2 on a page, 3 inside a drawer or a tab. */
  headingLevel?: 2 | 3;
  /** Hides the heading visually (it still names the section), e.g. in a drawer titled "History". */
  hideHeading?: boolean;
}

/** An entity's History: who changed what, from what to what, and when; newest first, 20 at a time. */
export function HistoryPanel({ entityType, entityId, headingLevel = 2, hideHeading = false }: HistoryPanelProps) {
  const headingId = useId();
  const history = useEntityHistory(entityType, entityId, HISTORY_PAGE_SIZE);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const items = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data]);
  const ids = useMemo(() => referencedIds(items.flatMap((item) => item.changes)), [items]);
  const { names, looked } = useReferenceNames(ids);
  const total = history.data?.pages.at(-1)?.total ?? 0;

  let body: ReactNode;
  if (history.isPending) {
    body = <LoadingState label="Loading the history…" />;
  } else if (history.isError && items.length === 0) {
    body = (
      <ErrorState
        title="Couldn't load the history"
        message={history.error.message}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = <p className="py-3 text-sm text-slate-600 dark:text-slate-400">No changes recorded yet.</p>;
  } else {
    body = (
      <>
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <ChangeEntry key={item.id} item={item} names={names} looked={looked} />
          ))}
        </ul>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <span aria-live="polite">
            Showing {items.length} of {total} {total === 1 ? "change" : "changes"}
          </span>
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              Show more
            </Button>
          ) : null}
          {history.isFetchNextPageError ? (
            <span role="alert" className="text-red-700 dark:text-red-400">
              Couldn't load more: {history.error?.message}
            </span>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={history.isFetching} className="text-sm">
      <Heading
        id={headingId}
        className={cn(
          hideHeading && "sr-only",
          !hideHeading && (headingLevel === 2 ? "mb-2 text-lg font-semibold" : "mb-1 text-base font-semibold"),
        )}
      >
        History
      </Heading>
      {body}
    </section>
  );
}
