"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiFetch } from "@/lib/web/api-client";
import { type NamedKind, type RecordRef, useRecordNames } from "@/lib/web/hooks/record-names";
import { userDisplayName } from "@/lib/web/hooks/user-name";
import { useUsersByIds } from "@/lib/web/hooks/users-by-ids";
import type { ChangeLogItem } from "./model";
import { type ReferenceKind, referencedIds } from "./references";

interface Named {
  id: string;
  name?: string;
  value?: string;
}

type ListKind = "risk_level" | "status" | "tag";

const LIST_KINDS = new Set<ReferenceKind>(["risk_level", "status", "tag", "user"]);

const PATHS: Record<ListKind, string> = {
  risk_level: "/risk_levels",
  status: "/statuses",
  tag: "/tags",
};

// Organization settings change rarely; the names are looked up once every few minutes at most.
const STALE_MS = 5 * 60_000;

function useNamedList(kind: ListKind, needed: boolean) {
  return useQuery({
    queryKey: ["change-history-names", kind],
    queryFn: ({ signal }) => apiFetch<{ items: Named[] }>(PATHS[kind], { signal }),
    enabled: needed,
    staleTime: STALE_MS,
  });
}

/**
 * Names for the IDs the entries' changes refer to (risk levels, statuses, tags, users, vendors, control
 * sets, assessments…), fetched only when used; `looked` once every lookup has settled.
 */
export function useReferenceNames(items: ChangeLogItem[]): { names: ReadonlyMap<string, string>; looked: boolean } {
  const ids = useMemo(() => referencedIds(items.flatMap((item) => item.changes)), [items]);
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
  const riskLevels = useNamedList("risk_level", ids.has("risk_level"));
  const statuses = useNamedList("status", ids.has("status"));
  const tags = useNamedList("tag", ids.has("tag"));
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
    for (const list of [riskLevels.data, statuses.data, tags.data]) {
      for (const entry of list?.items ?? []) {
        names.set(entry.id, entry.name ?? entry.value ?? entry.id);
      }
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
