"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { userDisplayName } from "./user-name";
import type { UserList } from "./users";

/** How many users a filter offers: the API's largest page. */
export const USER_OPTIONS_LIMIT = 200;

/**
 * The organization's first USER_OPTIONS_LIMIT users as select options. The key is useUsers'
 * (["users", "list", filters]) spelled out rather than imported: ./users also holds the user
 * mutations, which list pages would then load.
 */
export function useUserOptions() {
  const filters = { limit: USER_OPTIONS_LIMIT, offset: 0 };
  return useQuery({
    queryKey: ["users", "list", filters],
    queryFn: ({ signal }) => apiFetch<UserList>(`/users?limit=${filters.limit}&offset=0`, { signal }),
    select: (list) => list.items.map((user) => ({ value: user.id, label: userDisplayName(user) })),
    staleTime: 60_000,
  });
}
