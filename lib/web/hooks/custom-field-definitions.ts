"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import type { EditableTarget } from "./custom-fields";

/**
 * The enabled fields of a record type (GET /v1/custom-fields?target=…), for showing values the way
 * their field says (money in its currency). Same key and data as useCustomFields({target}), so both
 * share one cache entry and its invalidations, without loading the custom field mutations.
 */
export function useFieldDefinitions(target: EditableTarget, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["custom-fields", target, false],
    queryFn: ({ signal }) => dataOf(api.GET("/v1/custom-fields", { params: { query: { target } }, signal })),
    select: (list) => list.items,
    enabled,
  });
}
