"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import type { CreateFindingBody, FindingSchema, UpdateFindingBody } from "@/lib/modules/findings/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type Finding = z.output<typeof FindingSchema>;
export type CreateFindingInput = z.input<typeof CreateFindingBody>;
export type UpdateFindingInput = z.input<typeof UpdateFindingBody>;

/** Query of `GET /v1/findings`, in the API's own parameter names (finding_status_id and is_archived are extensions). */
export interface FindingListQuery {
  limit: number;
  offset: number;
  vendor_id?: string;
  assessment_id?: string;
  finding_status_id?: string;
  is_archived?: boolean;
}

export const findingKeys = {
  all: ["findings"] as const,
  lists: ["findings", "list"] as const,
  list: (query: FindingListQuery) => ["findings", "list", query] as const,
};

/** One page of findings; the previous page stays on screen while the next loads (is_archived=false: active only). */
export function useFindings(query: FindingListQuery) {
  return useQuery({
    queryKey: findingKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/findings", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * Inline changes from the list (status, due date, archive): optimistic on every cached page, rolled
 * back on failure (the promise rejects with the server's error). The PATCH code loads on first use.
 */
export function useUpdateFinding() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string, patch: UpdateFindingInput) =>
      (await import("./finding-mutations")).updateFinding(queryClient, id, patch),
    [queryClient],
  );
}
