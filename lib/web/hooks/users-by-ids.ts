"use client";

import { useMemo } from "react";
import { distinctIds, namesById, useRecordsByIds } from "./by-ids";
import { type User, userDisplayName, userKeys, userPath } from "./users";

/** Several users by ID, each cached on its own. */
export function useUsersByIds(ids: readonly string[]) {
  return useRecordsByIds<User>(ids, userKeys.detail, userPath);
}

/** Display names of the users the rows refer to through `key` (e.g. assignees on a page). */
export function useUserNames<Row>(rows: readonly Row[] | undefined, key: (row: Row) => string | null) {
  const ids = useMemo(() => distinctIds(rows, key), [rows, key]);
  return namesById(ids, useUsersByIds(ids), userDisplayName);
}
