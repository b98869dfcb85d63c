import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** A `{items, total, limit, offset}` page as the list hooks cache it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface PatchListItemOptions<P> {
  /** The prefix of every cached page of the list (e.g. `["findings", "list"]`). */
  lists: QueryKey;
  id: string;
  /** The PATCH body; its fields are the record's own, so the optimistic row is `{...row, ...patch}`. */
  patch: P;
}

function replaceIn<T extends { id: string }>(page: ListPage<T> | undefined, id: string, next: (row: T) => T) {
  return page ? { ...page, items: page.items.map((row) => (row.id === id ? next(row) : row)) } : page;
}

/**
 * PATCH one record shown in cached list pages, optimistically: every cached page shows the change at
 * once and goes back to what it showed if the server refuses (the error is rethrown for the caller
 * to show); the server's object replaces the row on success, and the lists refetch either way (a
 * filter may no longer match the row).
 */
export async function patchListItem<T extends { id: string }, P extends object>(
  queryClient: QueryClient,
  { lists, id, patch }: PatchListItemOptions<P>,
  /** Sends the PATCH (a typed call of lib/web/api.ts) and resolves with the server's object. */
  send: (patch: P) => Promise<T>,
): Promise<T> {
  await queryClient.cancelQueries({ queryKey: lists });
  const snapshots = queryClient.getQueriesData<ListPage<T>>({ queryKey: lists });
  queryClient.setQueriesData<ListPage<T>>({ queryKey: lists }, (page) =>
    replaceIn(page, id, (row) => ({ ...row, ...patch })),
  );
  try {
    const saved = await send(patch);
    queryClient.setQueriesData<ListPage<T>>({ queryKey: lists }, (page) => replaceIn(page, id, () => saved));
    return saved;
  } catch (error) {
    for (const [key, page] of snapshots) {
      queryClient.setQueryData(key, page);
    }
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: lists });
  }
}
