"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { FactSheetSchema } from "@/lib/modules/fact-sheets/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type FactSheet = z.output<typeof FactSheetSchema>;
export type FactSheetSectionName = FactSheet["completed_sections"][number];

export const factSheetQueryKey = (vendorId: string) => ["fact-sheet", vendorId] as const;

const POLL_INTERVAL_MS = 1500;

/** GET /v1/vendors/{id}/fact-sheet, polled while a generation is pending. */
export function useFactSheet(vendorId: string) {
  return useQuery({
    queryKey: factSheetQueryKey(vendorId),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/vendors/{vendor_id}/fact-sheet", { params: { path: { vendor_id: vendorId } }, signal })),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? POLL_INTERVAL_MS : false),
  });
}

/** POST .../fact-sheet/refresh: the cached sheet turns pending at once, so polling starts. */
export function useRefreshFactSheet(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      dataOf(api.POST("/v1/vendors/{vendor_id}/fact-sheet/refresh", { params: { path: { vendor_id: vendorId } } })),
    onSuccess: () => {
      client.setQueryData<FactSheet>(factSheetQueryKey(vendorId), (sheet) =>
        sheet ? { ...sheet, status: "pending", completed_sections: [] } : sheet,
      );
      void client.invalidateQueries({ queryKey: factSheetQueryKey(vendorId) });
    },
  });
}
