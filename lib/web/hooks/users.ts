"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateUserBody,
  InvitationLinkSchema,
  UpdateUserBody,
  UserListSchema,
  UserSchema,
} from "@/lib/modules/users/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type User = z.output<typeof UserSchema>;
export type UserList = z.output<typeof UserListSchema>;
export type CreateUserInput = z.input<typeof CreateUserBody>;
export type UpdateUserInput = z.input<typeof UpdateUserBody>;
export type InvitationLink = z.output<typeof InvitationLinkSchema>;

/** Query of `GET /v1/users`, in the API's own parameter names. */
export interface UserListFilters {
  limit: number;
  offset: number;
  search?: string;
  include_archived?: boolean;
}

export const userKeys = {
  all: ["users"] as const,
  list: (filters: UserListFilters) => ["users", "list", filters] as const,
  detail: (id: string) => ["users", "detail", id] as const,
};

/** One page of the organization's users; the previous page stays on screen while the next loads. */
export function useUsers(filters: UserListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/users", {
          params: {
            query: {
              limit: filters.limit,
              offset: filters.offset,
              search: filters.search?.trim() || undefined,
              // Only true is sent: unchecked means "not set", not include_archived=false.
              include_archived: filters.include_archived || undefined,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One user by ID (GET /v1/users/{id}); the personnel picker uses it to name chosen users. */
export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/users/{user_id}", { params: { path: { user_id: id } }, signal })),
    staleTime: 60_000,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/** POST /v1/users: 201 with a new (invited) user, 200 with the existing one of this organization. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => dataOf(api.POST("/v1/users", { body: input })),
    onSettled: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateUserInput & { id: string }) =>
      dataOf(api.PATCH("/v1/users/{user_id}", { params: { path: { user_id: id } }, body: input })),
    onSettled: invalidate,
  });
}

/** The link works once; `gcTime: 0` keeps it out of the mutation cache once nobody shows it. */
export function useCreateInvitation() {
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST("/v1/users/{user_id}/invitation", { params: { path: { user_id: id } } })),
    gcTime: 0,
  });
}

export { userDisplayName } from "./user-name";
