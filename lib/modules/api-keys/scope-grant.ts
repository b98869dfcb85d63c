import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { isAdminUser } from "@/lib/auth/authorize";

/**
 * POST /v1/api-keys: scopes are granted only from an admin dashboard session. Any other caller
 * that asks for scopes is told exactly that (403 scope_grant_forbidden), ahead of the generic
 * access check. The body stays cached for the validator that follows.
 */
export const forbidScopeGrantUnlessAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isAdminUser(c.get("principal"))) {
    const body: unknown = await c.req.json().catch(() => null);
    const scopes = body && typeof body === "object" ? (body as { scopes?: unknown }).scopes : undefined;
    if (Array.isArray(scopes) && scopes.length > 0) {
      throw apiError("scope_grant_forbidden");
    }
  }
  await next();
};
