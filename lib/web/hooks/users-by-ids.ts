"use client";

import { useQueries } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { type User, userKeys, userPath } from "./users";

// Apart from ./users so that pages listing users don't load useQueries, which only pickers and
// name lists need.
/** Several users by ID, each cached on its own. */
export function useUsersByIds(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: userKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<User>(userPath(id), { signal }),
      staleTime: 60_000,
    })),
  });
}
