"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, dataOf } from "../api";
import { contractKeys, type UpdateContractInput } from "./contracts";

// Apart from the list's hooks (./contracts), so the Contracts list loads only what it uses.

/** One contract, archived ones included (unknown: 404 contract_not_found). */
export function useContract(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/contract-records/{contract_id}", { params: { path: { contract_id: id } }, signal })),
    enabled,
  });
}

/** The renewal reminders sent about a contract, newest first. */
export function useContractReminders(id: string) {
  return useQuery({
    queryKey: [...contractKeys.detail(id), "reminders"],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/contract-records/{contract_id}/reminders", { params: { path: { contract_id: id } }, signal }),
      ),
  });
}

/**
 * A change to one contract (archive, a renewal decision): the contract's page and every cached list
 * show the server's object; the lists refetch. The PATCH code loads on first use.
 */
export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string, patch: UpdateContractInput) =>
      (await import("./contracts-mutations")).updateContract(queryClient, id, patch),
    [queryClient],
  );
}
