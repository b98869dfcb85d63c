"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  ContractListSchema,
  ContractRecordSchema,
  CreateContractBody,
  UpdateContractBody,
} from "@/lib/modules/contracts/schemas";
import { api, dataOf, querySearch } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type Contract = z.output<typeof ContractRecordSchema>;
export type ContractPage = z.output<typeof ContractListSchema>;
export type ContractType = Contract["contract_type"];
export type AutoRenew = NonNullable<Contract["auto_renew"]>;
/** POST /v1/contract-records: the amount as its exact decimal string. */
export type CreateContractInput = Omit<
  z.input<typeof CreateContractBody>,
  "workflow_state" | "contract_value_amount"
> & {
  contract_value_amount?: string | null;
};
/** PATCH /v1/contract-records/{id}: only supplied fields change; null clears a field. */
export type UpdateContractInput = Omit<
  z.input<typeof UpdateContractBody>,
  "workflow_state" | "contract_value_amount"
> & {
  contract_value_amount?: string | null;
};
export type ContractSort = "created_at" | "expiration_date" | "notice_deadline";

/** Query of `GET /v1/contract-records`, in the API's own parameter names (all but vendor_id are extensions). */
export interface ContractListQuery {
  limit: number;
  offset: number;
  vendor_id?: string;
  include_archived?: boolean;
  /** Unix seconds: expiration_date before it. */
  expiring_before?: number;
  /** Unix seconds: notice_deadline before it. */
  notice_deadline_before?: number;
  auto_renew?: AutoRenew;
  contract_type?: ContractType;
  lifecycle_status_id?: string;
  owner_user_id?: string;
  parent_contract_id?: string;
  /** Name or counterparty contains it (at most 200 characters). */
  q?: string;
  /** Omitted: newest first. */
  sort?: ContractSort;
}

export const contractKeys = {
  all: ["contracts"] as const,
  lists: ["contracts", "list"] as const,
  list: (query: ContractListQuery) => ["contracts", "list", query] as const,
  detail: (id: string) => ["contracts", "detail", id] as const,
};

/** The contract's page in the web app. */
export const contractHref = (id: string) => `/contracts/${encodeURIComponent(id)}`;

/** The list call's query parameters: include_archived=false is the default, so it is left out of the URL. */
export const contractListParams = (query: ContractListQuery) => ({
  ...query,
  include_archived: query.include_archived || undefined,
});

/** The query string the list call sends. */
export const contractListSearch = (query: ContractListQuery): string => querySearch(contractListParams(query));

/** One page of contracts; the previous page stays on screen while the next loads. */
export function useContracts(query: ContractListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/contract-records", { params: { query: contractListParams(query) }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}
