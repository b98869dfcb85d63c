"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/web/api";
import type { Portal } from "../portals";
import { portalKeys } from "./portals";

// The drawer's reads, apart from the list's (./portals): the list loads them with the drawer.

/** One request (the drawer reads it itself, so a shared link opens it too). */
export function usePortal(id: string, initial?: Portal) {
  return useQuery({
    queryKey: portalKeys.detail(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/portals/{portal_id}", { params: { path: { portal_id: id } }, signal })),
    initialData: initial,
    // The list's copy is shown at once and read again in the background.
    initialDataUpdatedAt: 0,
  });
}

/** What the vendor answered, by section. */
export function usePortalResponse(id: string) {
  return useQuery({
    queryKey: portalKeys.response(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/portals/{portal_id}/response", { params: { path: { portal_id: id } }, signal })),
  });
}
