"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { type Contract, type CreateContractInput, contractKeys, type UpdateContractInput } from "./contracts";
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

/** What the editor saves: a new contract, or the changed fields of an existing one. */
export type ContractSave = { create: CreateContractInput } | { id: string; patch: UpdateContractInput };

/** The editor's save: POST for a new contract, PATCH of the changed fields for an existing one. */
export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: ContractSave) => {
      if ("patch" in save) {
        return updateContract(queryClient, save.id, save.patch);
      }
      const created = await dataOf(api.POST("/v1/contract-records", { body: save.create }));
      queryClient.setQueryData(contractKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: contractKeys.lists });
      return created;
    },
  });
}
