"use client";

import { type QueryKey, useQueries } from "@tanstack/react-query";
import { apiFetch } from "../api-client";

// Apart from the list hooks so that pages which only list records don't load useQueries, which
// only pickers and name lists need.
/** Several records by ID (GET `path(id)`), each cached on its own under `key(id)`. */
export function useRecordsByIds<T>(
  ids: readonly string[],
  key: (id: string) => QueryKey,
  path: (id: string) => string,
  staleTime = 60_000,
) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: key(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<T>(path(id), { signal }),
      staleTime,
    })),
  });
}
