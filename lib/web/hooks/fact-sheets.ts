"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { FactSheetRefreshSchema, FactSheetSchema } from "@/lib/modules/fact-sheets/schemas";
import { apiFetch } from "../api-client";

// Types only: the zod schemas themselves stay on the server.
export type FactSheet = z.output<typeof FactSheetSchema>;
export type FactSheetSectionName = FactSheet["completed_sections"][number];
type FactSheetRefresh = z.output<typeof FactSheetRefreshSchema>;

export const factSheetQueryKey = (vendorId: string) => ["fact-sheet", vendorId] as const;

const POLL_INTERVAL_MS = 1500;
const sheetPath = (vendorId: string) => `/vendors/${encodeURIComponent(vendorId)}/fact-sheet`;

/** GET /v1/vendors/{id}/fact-sheet, polled while a generation is pending. */
export function useFactSheet(vendorId: string) {
  return useQuery({
    queryKey: factSheetQueryKey(vendorId),
    queryFn: ({ signal }) => apiFetch<FactSheet>(sheetPath(vendorId), { signal }),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? POLL_INTERVAL_MS : false),
  });
}

/** POST .../fact-sheet/refresh: the cached sheet turns pending at once, so polling starts. */
export function useRefreshFactSheet(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<FactSheetRefresh>(`${sheetPath(vendorId)}/refresh`, { method: "POST" }),
    onSuccess: () => {
      client.setQueryData<FactSheet>(factSheetQueryKey(vendorId), (sheet) =>
        sheet ? { ...sheet, status: "pending", completed_sections: [] } : sheet,
      );
      void client.invalidateQueries({ queryKey: factSheetQueryKey(vendorId) });
    },
  });
}
