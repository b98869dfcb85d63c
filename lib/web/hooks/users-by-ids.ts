"use client";

import { api, dataOf } from "../api";
import { useRecordsByIds } from "./by-ids";
import { userKeys } from "./users";

/** Several users by ID, each cached on its own. */
export function useUsersByIds(ids: readonly string[]) {
  return useRecordsByIds(ids, userKeys.detail, (id, signal) =>
    dataOf(api.GET("/v1/users/{user_id}", { params: { path: { user_id: id } }, signal })),
  );
}
