"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

export interface WhoAmI {
  organization_id: string;
  organization_name: string;
  credential_type: "api_key" | "session";
  user_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: string | null;
  api_key_id: string | null;
  api_key_name: string | null;
  scopes: string[];
}

export const whoamiQueryKey = ["whoami"] as const;

/** The signed-in user, their role and organization (GET /v1/whoami). */
export function useWhoAmI() {
  return useQuery({ queryKey: whoamiQueryKey, queryFn: () => apiFetch<WhoAmI>("/whoami"), staleTime: 60_000 });
}

export function isAdmin(whoami: WhoAmI | undefined): boolean {
  return whoami?.role === "org:admin";
}

export function displayName(whoami: WhoAmI): string {
  return [whoami.first_name, whoami.last_name].filter(Boolean).join(" ") || whoami.email || "You";
}
