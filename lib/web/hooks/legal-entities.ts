"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CreateLegalEntityBody, LegalEntitySchema, UpdateLegalEntityBody } from "@/lib/modules/taxonomy/schemas";
import { api, dataOf } from "../api";
import { supplierProfileKeys } from "./supplier-profile-keys";

export type LegalEntity = z.output<typeof LegalEntitySchema>;
export type CreateLegalEntityInput = z.input<typeof CreateLegalEntityBody>;
export type UpdateLegalEntityInput = z.input<typeof UpdateLegalEntityBody>;

export const legalEntityKeys = { all: ["taxonomy", "legal-entities"] as const };

/** The organization's own legal entities (GET /v1/legal_entities). */
export function useLegalEntities() {
  return useQuery({
    queryKey: legalEntityKeys.all,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/legal_entities", { signal })),
    select: (list) => list.items,
    staleTime: 5 * 60_000,
  });
}

/** After a change: the list, and every vendor's payment routes (domestic or wire follow the entities' countries). */
function useRefreshEntities() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: legalEntityKeys.all }),
      client.invalidateQueries({ queryKey: supplierProfileKeys.all }),
    ]);
}

export function useCreateLegalEntity() {
  const refresh = useRefreshEntities();
  return useMutation({
    mutationFn: (input: CreateLegalEntityInput) => dataOf(api.POST("/v1/legal_entities", { body: input })),
    onSuccess: refresh,
  });
}

export function useUpdateLegalEntity() {
  const refresh = useRefreshEntities();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateLegalEntityInput & { id: string }) =>
      dataOf(
        api.PATCH("/v1/legal_entities/{legal_entity_id}", { params: { path: { legal_entity_id: id } }, body: input }),
      ),
    onSuccess: refresh,
  });
}
