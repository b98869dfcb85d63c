"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { userDisplayName } from "./user-name";
import type { UserList } from "./users";

// The escalation dialog's query, loaded with the dialog (not with the run page).

/** How many users the assignee list offers: the API's largest page. */
export const ASSIGNEE_LIMIT = 200;

export interface AssigneeOption {
  value: string;
  label: string;
}

/**
 * Who a run can be escalated to: the organization's active users (not invited, not archived), by
 * name. The key is useUsers' (["users", "list", filters]) spelled out, so this shares the cached
 * first page with the other user pickers without loading the user mutations.
 */
export function useAssignees() {
  const filters = { limit: ASSIGNEE_LIMIT, offset: 0 };
  return useQuery({
    queryKey: ["users", "list", filters],
    queryFn: ({ signal }) => dataOf(api.GET("/v1/users", { params: { query: filters }, signal })),
    select: assigneeOptions,
    staleTime: 60_000,
  });
}

/**
 * Users work can be handed to (invited or active, not archived; the API's rule) as options, by
 * name (A to Z); people without a name go by their email.
 */
export function assigneeOptions(list: Pick<UserList, "items">): AssigneeOption[] {
  return list.items
    .filter((user) => user.status !== "inactive" && !user.is_archived)
    .map((user) => ({ value: user.id, label: userDisplayName(user) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
