"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { userDisplayName } from "./user-name";

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
    queryFn: ({ signal }) => dataOf(api.GET("/v1/users", { params: { query: filters }, signal })),
    select: (list) => list.items.map((user) => ({ value: user.id, label: userDisplayName(user) })),
    staleTime: 60_000,
  });
}
