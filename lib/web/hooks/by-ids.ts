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

/** The distinct non-null values of `key` in `rows` (e.g. the vendor IDs on a page), in first-seen order. */
export function distinctIds<Row>(rows: readonly Row[] | undefined, key: (row: Row) => string | null): string[] {
  return [...new Set((rows ?? []).flatMap((row) => key(row) ?? []))];
}

/** ID → name for the records loaded so far (missing ones are left out). */
export function namesById<T>(
  ids: readonly string[],
  results: readonly { data?: T }[],
  name: (record: T) => string,
): Map<string, string> {
  const names = new Map<string, string>();
  ids.forEach((id, index) => {
    const record = results[index]?.data;
    if (record !== undefined) {
      names.set(id, name(record));
    }
  });
  return names;
}
