"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import type { CreateObligationBody, ObligationSchema, UpdateObligationBody } from "@/lib/modules/obligations/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type Obligation = z.output<typeof ObligationSchema>;
export type CreateObligationInput = z.input<typeof CreateObligationBody>;
export type UpdateObligationInput = z.input<typeof UpdateObligationBody>;
export type ObligationStatus = Obligation["status"];

/** The two obligation statuses, in the order the page offers them. */
export const OBLIGATION_STATUS_OPTIONS: { value: ObligationStatus; label: string }[] = [
  { value: "not_satisfied", label: "Not satisfied" },
  { value: "satisfied", label: "Satisfied" },
];

/** Query of `GET /v1/obligations`, in the API's own parameter names (assignee_id and is_archived are extensions). */
export interface ObligationListQuery {
  limit: number;
  offset: number;
  vendor_id?: string;
  obligation_status?: ObligationStatus;
  assignee_id?: string;
  is_archived?: boolean;
}

export const obligationKeys = {
  all: ["obligations"] as const,
  lists: ["obligations", "list"] as const,
  list: (query: ObligationListQuery) => ["obligations", "list", query] as const,
};

/** One page of obligations; the previous page stays on screen while the next loads (is_archived=false: active only). */
export function useObligations(query: ObligationListQuery) {
  return useQuery({
    queryKey: obligationKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/obligations", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * Inline changes from the list (status, assignee, due date, archive): optimistic on every cached page, rolled
 * back on failure (the promise rejects with the server's error). The PATCH code loads on first use.
 */
export function useUpdateObligation() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string, patch: UpdateObligationInput) =>
      (await import("./obligation-mutations")).updateObligation(queryClient, id, patch),
    [queryClient],
  );
}
