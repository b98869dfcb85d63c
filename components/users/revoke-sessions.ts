import { apiFetch } from "@/lib/web/api-client";

/** Ends every session of the user (POST /v1/users/{user_id}/sessions/revoke): their browsers and tokens. */
export function revokeUserSessions(userId: string): Promise<void> {
  return apiFetch<void>(`/users/${encodeURIComponent(userId)}/sessions/revoke`, { method: "POST" });
}
