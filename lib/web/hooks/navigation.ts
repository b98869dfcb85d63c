"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "../api";

function fetchNavigation() {
  return dataOf(api.GET("/v1/navigation"));
}

/** GET /v1/navigation's answer. */
export type Navigation = Awaited<ReturnType<typeof fetchNavigation>>;

/**
 * A sidebar section as GET /v1/navigation describes it (each module declares its own); `icon` is the
 * SVG path data of a 20×20 stroked icon.
 */
export type NavigationItem = Navigation["items"][number];

export const navigationQueryKey = ["navigation"] as const;

/**
 * The organization's sidebar sections (GET /v1/navigation): the modules' entries, without those of
 * modules the organization has switched off; `select` shapes them for the sidebar.
 */
export function useNavigationQuery<T>(select: (answer: Navigation) => T) {
  return useQuery({ queryKey: navigationQueryKey, queryFn: fetchNavigation, select });
}
