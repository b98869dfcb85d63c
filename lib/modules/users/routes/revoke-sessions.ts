import { userManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { UserIdParam } from "../schemas";
import { revokeUserSessions } from "../sessions";

const route = defineRoute({
  method: "post",
  path: "/v1/users/{user_id}/sessions/revoke",
  tags: ["Users"],
  operationId: "revokeUserSessions",
  summary: "Sign a user out of all sessions (extension)",
  description:
    "Every dashboard session token and web session of the user issued before this call stops working; the user " +
    "can sign in again at once. API keys are not affected. A user may call it for themselves; for another user it " +
    "needs an ak_ key or an admin dashboard token. 204 with an empty body.",
  request: { params: UserIdParam },
  // A user may end their own sessions; ending someone else's is user management (ak_ key or admin).
  access: { ...userManagers, rule: "self_or_user_manager" },
  responses: {
    204: { description: "The user's sessions are ended." },
    ...errorsFor({ user_not_found: true }),
    ...commonErrors,
  },
});

export function registerRevokeUserSessions(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { user_id: userId } = c.req.valid("param");
    await inTransaction(c, (ctx) => revokeUserSessions(ctx, userId));
    return c.body(null, 204);
  });
}
