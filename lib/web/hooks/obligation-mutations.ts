"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { patchListItem } from "./list-patch";
import {
  type CreateObligationInput,
  type Obligation,
  obligationKeys,
  obligationPath,
  type UpdateObligationInput,
} from "./obligations";

// Apart from the queries so the list pages load the mutation code only with the first change or
// the "New obligation" dialog.

export function updateObligation(queryClient: QueryClient, id: string, patch: UpdateObligationInput) {
  return patchListItem<Obligation, UpdateObligationInput>(queryClient, {
    lists: obligationKeys.lists,
    path: obligationPath(id),
    id,
    patch,
  });
}

/** POST /v1/obligations; the lists refetch. */
export function useCreateObligation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateObligationInput; idempotencyKey?: string }) =>
      apiFetch<Obligation>("/obligations", { method: "POST", body: input, idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: obligationKeys.lists }),
  });
}
