"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/web/api-client";
import type { CustomFieldDefinition, EditableTarget } from "@/lib/web/hooks/custom-fields";

/**
 * The enabled fields of a record type (GET /v1/custom-fields?target=…), for showing values the way
 * their field says (money in its currency). Same key and data as useCustomFields({target}), so both
 * share one cache entry and its invalidations, without loading the custom field mutations.
 */
export function useFieldDefinitions(target: EditableTarget, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["custom-fields", target, false],
    queryFn: ({ signal }) =>
      apiFetch<{ items: CustomFieldDefinition[] }>(`/custom-fields?target=${target}`, { signal }),
    select: (list) => list.items,
    enabled,
  });
}
