"use client";

import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "./api";

function fetchWhoAmI() {
  return dataOf(api.GET("/v1/whoami"));
}

export type WhoAmI = Awaited<ReturnType<typeof fetchWhoAmI>>;

export const whoamiQueryKey = ["whoami"] as const;

/** The signed-in user, their role and organization (GET /v1/whoami). */
export function useWhoAmI() {
  return useQuery({ queryKey: whoamiQueryKey, queryFn: fetchWhoAmI, staleTime: 60_000 });
}

export function isAdmin(whoami: WhoAmI | undefined): boolean {
  return whoami?.role === "org:admin";
}

export function displayName(whoami: WhoAmI): string {
  return [whoami.first_name, whoami.last_name].filter(Boolean).join(" ") || whoami.email || "You";
}
