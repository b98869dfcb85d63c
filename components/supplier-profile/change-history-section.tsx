"use client";

import { type ReactNode, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { type ChangeFeedEntry, useChangeFeed, useLegalEntities, useSites } from "@/lib/web/hooks/supplier-profile";
import { describeFeedEntry, type FeedNames } from "./change-feed-model";
import { muted, ProfileSection } from "./parts";
import { siteName } from "./site-form";

export const FEED_PAGE_SIZE = 20;

function FeedItem({ entry, names }: { entry: ChangeFeedEntry; names: FeedNames }) {
  const view = describeFeedEntry(entry, names);
  return (
    <li className="relative border-l-2 border-slate-200 py-3 pl-4 dark:border-slate-700">
      <span
        aria-hidden="true"
        className="absolute -left-[5px] top-4 h-2 w-2 rounded-full bg-slate-400 dark:bg-slate-500"
      />
      <p className="text-sm">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{view.title}</span>
        {view.subject ? <span>: {view.subject}</span> : null}
      </p>
      <p className={`text-xs ${muted}`}>
        by {view.actor} · <Time value={entry.created_at} />
      </p>
      {view.facts.length > 0 ? (
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
          {view.facts.map((fact, index) => (
            <span key={fact.label}>
              {index > 0 ? <span aria-hidden="true"> · </span> : null}
              <span className={muted}>{fact.label}:</span> {fact.value}
              {index < view.facts.length - 1 ? <span className="sr-only">,</span> : null}
            </span>
          ))}
        </p>
      ) : null}
      {view.changes.length > 0 ? (
        <ul aria-label="Changed fields" className="mt-1 space-y-0.5 text-sm">
          {view.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium">{change.label}</span>: <span className={muted}>{change.before}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> changed to </span>
              <span>{change.after}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {view.reason ? (
        <p className="mt-1 text-sm">
          <span className="font-medium">Reason:</span> {view.reason}
        </p>
      ) : null}
    </li>
  );
}

/** Every change to the vendor's supplier profile, newest first, by anyone (API, users, background work). */
export function ChangeHistorySection({ vendorId }: { vendorId: string }) {
  const feed = useChangeFeed(vendorId, FEED_PAGE_SIZE);
  const entities = useLegalEntities();
  const sites = useSites(vendorId);
  const items = useMemo(() => feed.data?.pages.flatMap((page) => page.items) ?? [], [feed.data]);
  const total = feed.data?.pages.at(-1)?.total ?? 0;
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const entity of entities.data ?? []) {
      map.set(entity.id, entity.name);
    }
    for (const site of sites.data?.items ?? []) {
      map.set(site.id, siteName(site));
    }
    return map;
  }, [entities.data, sites.data]);

  let body: ReactNode;
  if (feed.isPending) {
    body = <LoadingState variant="skeleton" rows={3} label="Loading the change history…" />;
  } else if (feed.isError && items.length === 0) {
    body = (
      <ErrorState
        title="Couldn't load the change history"
        message={feed.error.message}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = <p className={`py-3 text-sm ${muted}`}>No changes recorded yet.</p>;
  } else {
    body = (
      <>
        <ol aria-label="Changes, newest first" className="ml-1">
          {items.map((entry) => (
            <FeedItem key={entry.id} entry={entry} names={names} />
          ))}
        </ol>
        <div className={`mt-3 flex flex-wrap items-center gap-3 text-sm ${muted}`}>
          <span aria-live="polite">
            Showing {items.length} of {total} {total === 1 ? "change" : "changes"}
          </span>
          {feed.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
            >
              Load more
            </Button>
          ) : null}
          {feed.isFetchNextPageError ? (
            <span role="alert" className="text-red-700 dark:text-red-400">
              Couldn't load more: {feed.error?.message}
            </span>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <ProfileSection
      title="Change history"
      description="Every change to this supplier profile, by people, API keys and background work."
    >
      <div aria-busy={feed.isFetching}>{body}</div>
    </ProfileSection>
  );
}
