"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { PortalListSchema } from "@/lib/modules/portals/schemas";
import { apiFetch } from "../api-client";

export type PortalList = z.output<typeof PortalListSchema>;
export type Portal = PortalList["items"][number];

export interface PortalFilters {
  state?: string;
  type?: string;
  limit: number;
  offset: number;
}

export function usePortals(filters: PortalFilters) {
  const query = new URLSearchParams({ limit: String(filters.limit), offset: String(filters.offset) });
  if (filters.state) {
    query.set("state", filters.state);
  }
  if (filters.type) {
    query.set("type", filters.type);
  }
  return useQuery({
    queryKey: ["portals", query.toString()],
    queryFn: ({ signal }) => apiFetch<PortalList>(`/portals?${query}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
