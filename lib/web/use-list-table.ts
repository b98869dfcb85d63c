import type { UseQueryResult } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { UrlState } from "./use-url-state";

/** A page of a /v1 list: `items` or `data`, as each endpoint's envelope has it. */
export type ListPage<Row> = { items: Row[]; total: number } | { data: Row[]; total: number };

export const rowsOf = <Row>(page: ListPage<Row>): Row[] => ("items" in page ? page.items : page.data);

export interface ListTableOptions {
  /**
   * The list refreshes itself on a timer: the table is marked busy only while another page or
   * filter loads, not at every poll.
   */
  polled?: boolean;
}

/**
 * The DataTable props a server-paginated list view passes the same way: the page's rows (the
 * previous page stays on screen while the next loads), paging kept in the URL, and the loading,
 * refresh and error states with a retry. Spread into <DataTable>; page sizes are its defaults.
 */
export function useListTable<Row>(url: UrlState, list: UseQueryResult<ListPage<Row>>, options: ListTableOptions = {}) {
  const shown = useDeferredValue(list.data);
  return {
    data: shown ? rowsOf(shown) : [],
    total: shown?.total ?? 0,
    page: url.page,
    pageSize: url.pageSize,
    onPageChange: url.setPage,
    onPageSizeChange: url.setPageSize,
    isLoading: shown === undefined && !list.isError,
    isFetching: options.polled ? list.isFetching && list.isPlaceholderData : list.isFetching,
    error: list.isError ? list.error : null,
    onRetry: () => void list.refetch(),
  };
}
