"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { type CreateFindingInput, type Finding, findingKeys, type UpdateFindingInput } from "./findings";
import { patchListItem } from "./list-patch";

// Apart from the queries so the list pages load the mutation code only with the first change or
// the "New finding" dialog.

export function updateFinding(queryClient: QueryClient, id: string, patch: UpdateFindingInput) {
  return patchListItem<Finding, UpdateFindingInput>(queryClient, { lists: findingKeys.lists, id, patch }, (body) =>
    dataOf(api.PATCH("/v1/findings/{finding_id}", { params: { path: { finding_id: id } }, body })),
  );
}

/** POST /v1/findings; the lists refetch. */
export function useCreateFinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateFindingInput; idempotencyKey?: string }) =>
      dataOf(
        api.POST("/v1/findings", {
          body: input,
          headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined,
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: findingKeys.lists }),
  });
}
