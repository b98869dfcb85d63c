"use client";

import { type QueryKey, useQueries } from "@tanstack/react-query";

// Apart from the list hooks so that pages which only list records don't load useQueries, which
// only pickers and name lists need.
/** Several records by ID (`fetchOne`, a typed GET of lib/web/api.ts), each cached on its own under `key(id)`. */
export function useRecordsByIds<T>(
  ids: readonly string[],
  key: (id: string) => QueryKey,
  fetchOne: (id: string, signal: AbortSignal) => Promise<T>,
  staleTime = 60_000,
) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: key(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchOne(id, signal),
      staleTime,
    })),
  });
}
