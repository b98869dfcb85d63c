import type { Context, MiddlewareHandler } from "hono";
import { insufficientRole, insufficientScope, isAdminUser } from "@/lib/auth/authorize";
import type { AccessPolicy } from "../access-policy";
import type { ApiEnv } from "../context";
import { apiError, unauthorizedRole } from "../errors";

/**
 * Enforces a route's access policy, before the request is validated (as a FastAPI dependency
 * would be), so a caller without access learns nothing about the body the route expects.
 */
export function enforceAccess(policy: AccessPolicy): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (policy.rule === "scope_grant_only_if_admin") {
      await forbidScopeGrantUnlessAdmin(c);
    }
    const { actor } = c.get("principal");
    if (actor.type === "api_key") {
      if (policy.keys === false) {
        throw unauthorizedRole();
      }
      if (typeof policy.keys === "object" && !actor.scopes.includes(policy.keys.scope)) {
        throw insufficientScope(policy.keys.scope);
      }
    } else if (!policy.roles.includes(actor.role)) {
      const ownUser = policy.rule === "self_or_user_manager" && actor.userId === c.req.param("user_id");
      if (!ownUser) {
        throw insufficientRole();
      }
    }
    await next();
  };
}

/**
 * Scopes are granted only from an admin dashboard session: any other caller that asks for scopes
 * is told exactly that (403 scope_grant_forbidden), ahead of the generic check. The body stays
 * cached for the validator that follows.
 */
async function forbidScopeGrantUnlessAdmin(c: Context<ApiEnv>): Promise<void> {
  if (isAdminUser(c.get("principal"))) {
    return;
  }
  const body: unknown = await c.req.json().catch(() => null);
  const scopes = body && typeof body === "object" ? (body as { scopes?: unknown }).scopes : undefined;
  if (Array.isArray(scopes) && scopes.length > 0) {
    throw apiError("scope_grant_forbidden");
  }
}
