"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type ListPage, rowsOf } from "@/lib/web/use-list-table";
import { ErrorState, LoadingState } from "./states";

export interface QueryListProps<Row> {
  query: UseQueryResult<ListPage<Row>>;
  /** What the skeleton announces while the first page loads. */
  loadingLabel: string;
  loadingRows?: number;
  /** Shown when the list loaded and has no rows (an EmptyState). */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/** A list read in a panel: a skeleton while it loads, the error with a retry, its empty state, or its rows. */
export function QueryList<Row>({ query, loadingLabel, loadingRows = 3, empty, children }: QueryListProps<Row>) {
  if (query.isPending) {
    return <LoadingState variant="skeleton" rows={loadingRows} label={loadingLabel} />;
  }
  if (query.isError) {
    return (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const rows = rowsOf(query.data);
  return rows.length === 0 ? empty : children(rows);
}
