import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { commonErrors, errorResponses } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { insufficientRole } from "@/lib/auth/authorize";
import { UserIdParam } from "../schemas";
import { revokeUserSessions } from "../sessions";

/** A user may end their own sessions; ending someone else's is user management (ak_ key or admin). */
const selfOrUserManagers: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { actor } = c.get("principal");
  if (actor.type === "user" && actor.role !== "org:admin" && actor.userId !== c.req.param("user_id")) {
    throw insufficientRole();
  }
  await next();
};

const route = createRoute({
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
  middleware: [selfOrUserManagers] as const,
  responses: {
    204: { description: "The user's sessions are ended." },
    ...errorResponses({ 404: "user_not_found" }),
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
