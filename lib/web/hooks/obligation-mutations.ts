"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { patchListItem } from "./list-patch";
import { type CreateObligationInput, type Obligation, obligationKeys, type UpdateObligationInput } from "./obligations";

// Apart from the queries so the list pages load the mutation code only with the first change or
// the "New obligation" dialog.

export function updateObligation(queryClient: QueryClient, id: string, patch: UpdateObligationInput) {
  return patchListItem<Obligation, UpdateObligationInput>(
    queryClient,
    { lists: obligationKeys.lists, id, patch },
    (body) => dataOf(api.PATCH("/v1/obligations/{obligation_id}", { params: { path: { obligation_id: id } }, body })),
  );
}

/** POST /v1/obligations; the lists refetch. */
export function useCreateObligation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateObligationInput; idempotencyKey?: string }) =>
      dataOf(
        api.POST("/v1/obligations", {
          body: input,
          headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined,
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: obligationKeys.lists }),
  });
}
