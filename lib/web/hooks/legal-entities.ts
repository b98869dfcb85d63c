"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateLegalEntityBody,
  LegalEntityListSchema,
  LegalEntityRecordSchema,
  LegalEntitySchema,
  UpdateLegalEntityBody,
} from "@/lib/modules/taxonomy/schemas";
import { apiFetch } from "../api-client";
import { supplierProfileKeys } from "./supplier-profile-keys";

export type LegalEntity = z.output<typeof LegalEntitySchema>;
type LegalEntityList = z.output<typeof LegalEntityListSchema>;
type LegalEntityRecord = z.output<typeof LegalEntityRecordSchema>;
export type CreateLegalEntityInput = z.input<typeof CreateLegalEntityBody>;
export type UpdateLegalEntityInput = z.input<typeof UpdateLegalEntityBody>;

export const legalEntityKeys = { all: ["taxonomy", "legal-entities"] as const };

/** The organization's own legal entities (GET /v1/legal_entities). */
export function useLegalEntities() {
  return useQuery({
    queryKey: legalEntityKeys.all,
    queryFn: ({ signal }) => apiFetch<LegalEntityList>("/legal_entities", { signal }),
    select: (list: LegalEntityList) => list.items,
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
    mutationFn: (input: CreateLegalEntityInput) =>
      apiFetch<LegalEntityRecord>("/legal_entities", { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateLegalEntity() {
  const refresh = useRefreshEntities();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateLegalEntityInput & { id: string }) =>
      apiFetch<LegalEntityRecord>(`/legal_entities/${encodeURIComponent(id)}`, { method: "PATCH", body: input }),
    onSuccess: refresh,
  });
}
