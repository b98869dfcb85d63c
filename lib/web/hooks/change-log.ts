"use client";

import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, dataOf } from "@/lib/web/api";

/** One field's change in a change-log entry. */
/** before/after: the API sends null when absent; the OpenAPI document marks them optional (z.unknown() is never required). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export type ChangeActorType = "user" | "api_key" | "system";

/** An item of `GET /v1/change_log`. */
export interface ChangeLogItem {
  id: string;
  entity_type: string;
  entity_id: string;
  entity_name: string | null;
  action: string;
  actor: { type: ChangeActorType; id: string | null; name: string | null };
  changes: FieldChange[];
  reason: string | null;
  request_id: string | null;
  /** Unix seconds. */
  created_at: number;
}

/** Query of `GET /v1/change_log`, in the API's own parameter names. */
export interface ChangeLogQuery {
  entity_type?: string;
  entity_id?: string;
  actor_id?: string;
  action?: string;
  limit: number;
  offset: number;
}

export const changeLogKeys = {
  all: ["change-log"] as const,
  list: (query: ChangeLogQuery) => ["change-log", "list", query] as const,
  entity: (entityType: string, entityId: string, pageSize: number) =>
    ["change-log", "entity", entityType, entityId, pageSize] as const,
};

const fetchPage = (query: ChangeLogQuery, signal: AbortSignal) =>
  dataOf(api.GET("/v1/change_log", { params: { query }, signal }));

/**
 * Any successful mutation may have recorded a change, so the change log's queries go stale with
 * it; the mounted ones refetch.
 */
function useStaleAfterMutations() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") {
          void queryClient.invalidateQueries({ queryKey: changeLogKeys.all });
        }
      }),
    [queryClient],
  );
}

/** One page of the organization's change log (the Audit log's Changes view). */
export function useChangeLog(query: ChangeLogQuery) {
  useStaleAfterMutations();
  return useQuery({
    queryKey: changeLogKeys.list(query),
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One entity's changes, newest first, `pageSize` at a time ("Show more" loads the next page). */
export function useEntityHistory(entityType: string, entityId: string, pageSize: number) {
  useStaleAfterMutations();
  return useInfiniteQuery({
    queryKey: changeLogKeys.entity(entityType, entityId, pageSize),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ entity_type: entityType, entity_id: entityId, limit: pageSize, offset: pageParam }, signal),
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}
