"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { apiFetch } from "../api-client";
import {
  CONTRACTS_API,
  type Contract,
  type CreateContractInput,
  contractKeys,
  type UpdateContractInput,
} from "./contracts";
import { patchListItem } from "./list-patch";

// Apart from the queries so the list pages load the mutation code only with the first change or
// the editor.

/** PATCH /v1/contract-records/{id}: the lists show the change at once (rolled back on failure), the page the server's object. */
export async function updateContract(queryClient: QueryClient, id: string, patch: UpdateContractInput) {
  const saved = await patchListItem<Contract, UpdateContractInput>(
    queryClient,
    { lists: contractKeys.lists, id, patch },
    (body) => dataOf(api.PATCH("/v1/contract-records/{contract_id}", { params: { path: { contract_id: id } }, body })),
  );
  queryClient.setQueryData(contractKeys.detail(id), saved);
  // A renamed contract is its children's parent_contract_name.
  void queryClient.invalidateQueries({ queryKey: ["contracts", "detail"] });
  return saved;
}

/** The editor's save: POST for a new contract, PATCH of the changed fields for an existing one. */
export function useSaveContract(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateContractInput | UpdateContractInput) => {
      if (id) {
        return updateContract(queryClient, id, body);
      }
      const created = await apiFetch<Contract>(CONTRACTS_API, { method: "POST", body });
      queryClient.setQueryData(contractKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: contractKeys.lists });
      return created;
    },
  });
}
