"use client";

import type { ReactNode } from "react";
import { ErrorState, LoadingState } from "../states";
import { KeyboardListGrid, type KeyboardListGridProps } from "./keyboard-list-grid";
import { PagedListFrame, type PagedListFrameProps } from "./paged-list-frame";

export interface KeyboardListTableProps<Row> extends KeyboardListGridProps<Row> {
  /** The scrollable region's name ("Alerts list"). */
  regionLabel: string;
  paging: PagedListFrameProps["paging"];
  /** The filtered set's full count (the API's `total`). */
  total: number;
  /** The first page is here (pagination waits for it); until then, with no error, placeholder rows show. */
  loaded: boolean;
  /** The page could not load: its message and a Retry button show instead of the grid. */
  error: Error | null;
  onRetry: () => void;
  /** A retry is on its way: the Retry button spins. */
  retrying?: boolean;
  /** Placeholder rows while the first page loads, and what screen readers hear meanwhile. */
  loadingRows: number;
  loadingLabel?: string;
  /** Shown instead of the grid when the page has no rows. */
  empty: ReactNode;
}

/**
 * The table every keyboard list draws: its rows as the grid (see KeyboardListGrid), in a scrollable
 * region with the pagination under it. Until there are rows to show, an error with Retry, placeholder
 * rows or the empty state stands in the grid's place.
 */
export function KeyboardListTable<Row>({
  regionLabel,
  paging,
  total,
  loaded,
  error,
  onRetry,
  retrying,
  loadingRows,
  loadingLabel,
  empty,
  ...grid
}: KeyboardListTableProps<Row>) {
  let body: ReactNode;
  if (error) {
    body = <ErrorState message={error.message || "Something went wrong."} onRetry={onRetry} retrying={retrying} />;
  } else if (!loaded) {
    body = <LoadingState variant="skeleton" rows={loadingRows} label={loadingLabel} />;
  } else if (grid.list.rows.length === 0) {
    body = empty;
  } else {
    body = <KeyboardListGrid {...grid} />;
  }
  return (
    <PagedListFrame label={regionLabel} paging={paging} total={total} loaded={loaded}>
      {body}
    </PagedListFrame>
  );
}
