"use client";

import { useRecordsByIds } from "./by-ids";
import { type User, userKeys, userPath } from "./users";

/** Several users by ID, each cached on its own. */
export function useUsersByIds(ids: readonly string[]) {
  return useRecordsByIds<User>(ids, userKeys.detail, userPath);
}
