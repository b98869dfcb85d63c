"use client";

import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  matchQuery,
  type Query,
  QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ApiRequestError } from "./api-client";

const MAX_RETRIES = 2;

/** No retry for 4xx answers (they won't change on their own); up to 2 retries otherwise. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

/**
 * A query's first read, still in flight, is reused by a refetch rather than restarted (only reads of
 * queries that already hold data are restarted). A list read that left before a change was saved
 * would then land after the change's invalidation and show the old row until it went stale: a role
 * saved as Guest still read Member. Invalidating therefore first cancels such reads of the queries
 * it refetches, so the refetch reads afresh.
 */
export class ChangeAwareQueryClient extends QueryClient {
  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    // Which queries the invalidation refetches, as QueryClient chooses them.
    const refetchType = filters?.refetchType ?? filters?.type ?? "active";
    const refetched = (query: Query) =>
      refetchType !== "none" && matchQuery({ type: refetchType }, query) && !query.isDisabled() && !query.isStatic();
    for (const query of this.getQueryCache().findAll({ ...filters, fetchStatus: "fetching" })) {
      if (query.state.data !== undefined) {
        continue;
      }
      if (refetched(query)) {
        void query.cancel({ revert: true });
      } else {
        // Not read again now (nobody shows it, or the caller asked for no refetch), and someone
        // may await it (fetchQuery): they get their answer, and the query is marked to be read
        // again when it is next shown.
        void query.promise?.then(
          () => query.invalidate(),
          () => undefined,
        );
      }
    }
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new ChangeAwareQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** One QueryClient per browser session (created lazily, kept across re-renders). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
