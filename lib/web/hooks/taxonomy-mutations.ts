"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { type TagList, taxonomyKeys } from "./taxonomy";

// Apart from the queries so pages that only read taxonomies don't load react-query's mutation code.

/** POST /v1/tags is create-or-get: the answer is the new tag or the existing one with that value. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => dataOf(api.POST("/v1/tags", { body: { value } })),
    onSuccess: (tag) => {
      // Add it at once so a multi-select shows the new chip by name before the refetch lands.
      queryClient.setQueryData<TagList>(taxonomyKeys.tags, (list) =>
        list && !list.items.some((item) => item.id === tag.id)
          ? { items: [...list.items, tag], total: list.total + 1 }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: taxonomyKeys.tags });
    },
  });
}
