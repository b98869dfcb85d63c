"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api, dataOf } from "@/lib/web/api";
import { type NamedKind, type RecordRef, useRecordNames } from "@/lib/web/hooks/record-names";
import { userDisplayName } from "@/lib/web/hooks/user-name";
import { useUsersByIds } from "@/lib/web/hooks/users-by-ids";

/** Kinds of record a change-log value may name by ID (components/change-history/references.ts finds them). */
export type ReferenceKind = "risk_level" | "status" | "tag" | "user" | NamedKind;

type ListKind = "risk_level" | "status" | "tag";

const LIST_KINDS = new Set<ReferenceKind>(["risk_level", "status", "tag", "user"]);

// Organization settings change rarely; the names are looked up once every few minutes at most.
const STALE_MS = 5 * 60_000;

function useNamedList<T>(kind: ListKind, needed: boolean, fetchList: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: ["change-history-names", kind],
    queryFn: ({ signal }) => fetchList(signal),
    enabled: needed,
    staleTime: STALE_MS,
  });
}

/**
 * Names for the IDs the entries' changes refer to, by kind (risk levels, statuses, tags, users, vendors,
 * control sets, assessments…), fetched only when used; `looked` once every lookup has settled.
 */
export function useReferenceNames(ids: ReadonlyMap<ReferenceKind, ReadonlySet<string>>): {
  names: ReadonlyMap<string, string>;
  looked: boolean;
} {
  const recordRefs = useMemo(() => {
    const refs: RecordRef[] = [];
    for (const [kind, set] of ids) {
      if (!LIST_KINDS.has(kind)) {
        refs.push(...[...set].map((id) => ({ kind: kind as NamedKind, id })));
      }
    }
    return refs;
  }, [ids]);
  const records = useRecordNames(recordRefs);
  const riskLevels = useNamedList("risk_level", ids.has("risk_level"), (signal) =>
    dataOf(api.GET("/v1/risk_levels", { signal })),
  );
  const statuses = useNamedList("status", ids.has("status"), (signal) => dataOf(api.GET("/v1/statuses", { signal })));
  const tags = useNamedList("tag", ids.has("tag"), (signal) => dataOf(api.GET("/v1/tags", { signal })));
  const userIds = useMemo(() => [...(ids.get("user") ?? [])], [ids]);
  const users = useUsersByIds(userIds);

  const usersKey = users.map((user) => `${user.dataUpdatedAt}/${user.status}`).join();
  const looked =
    !records.loading &&
    users.every((user) => !user.isPending) &&
    [riskLevels, statuses, tags].every((list) => !list.isLoading);
  // biome-ignore lint/correctness/useExhaustiveDependencies: useQueries returns a new array each render; usersKey says when a user loaded
  const names = useMemo(() => {
    const names = new Map<string, string>();
    for (const [id, record] of records.names) {
      names.set(id, record.name);
    }
    for (const level of riskLevels.data?.items ?? []) {
      names.set(level.id, level.name);
    }
    for (const status of statuses.data?.items ?? []) {
      names.set(status.id, status.name);
    }
    for (const tag of tags.data?.items ?? []) {
      names.set(tag.id, tag.value);
    }
    for (const user of users) {
      if (user.data) {
        names.set(user.data.id, userDisplayName(user.data));
      }
    }
    return names;
  }, [riskLevels.data, statuses.data, tags.data, usersKey, records.names]);
  return useMemo(() => ({ names, looked }), [names, looked]);
}
