import { api, dataOf } from "@/lib/web/api";

/** Ends every session of the user (POST /v1/users/{user_id}/sessions/revoke): their browsers and tokens. */
export async function revokeUserSessions(userId: string): Promise<void> {
  await dataOf(api.POST("/v1/users/{user_id}/sessions/revoke", { params: { path: { user_id: userId } } }));
}
