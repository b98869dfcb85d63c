"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/web/api-client";
import { portalKeys, portalPath } from "./api";
import type { Portal, PortalResponse } from "./types";

// The drawer's reads, apart from the list's (./api): the list loads them with the drawer.

/** One request (the drawer reads it itself, so a shared link opens it too). */
export function usePortal(id: string, initial?: Portal) {
  return useQuery({
    queryKey: portalKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Portal>(portalPath(id), { signal }),
    initialData: initial,
    // The list's copy is shown at once and read again in the background.
    initialDataUpdatedAt: 0,
  });
}

/** What the vendor answered, by section. */
export function usePortalResponse(id: string) {
  return useQuery({
    queryKey: portalKeys.response(id),
    queryFn: ({ signal }) => apiFetch<PortalResponse>(`${portalPath(id)}/response`, { signal }),
  });
}
