import type { Context, MiddlewareHandler } from "hono";
import { insufficientRole, insufficientScope, isAdminUser } from "@/lib/auth/authorize";
import { type AccessPolicy, accessRefusal } from "../access-policy";
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
    if (policy.adminOnlyFields?.length) {
      await forbidAdminOnlyFieldsUnlessAdmin(c, policy.adminOnlyFields);
    }
    const { actor } = c.get("principal");
    const refusal = accessRefusal(policy, actor);
    if (refusal === "unauthorized_role") {
      throw unauthorizedRole();
    }
    if (refusal === "insufficient_scope" && typeof policy.keys === "object") {
      throw insufficientScope(policy.keys.scope);
    }
    if (refusal === "insufficient_role") {
      const ownUser =
        policy.rule === "self_or_user_manager" && actor.type === "user" && actor.userId === c.req.param("user_id");
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
  const scopes = (await jsonBodyFields(c)).scopes;
  if (Array.isArray(scopes) && scopes.length > 0) {
    throw apiError("scope_grant_forbidden");
  }
}

/**
 * A setting only an admin may change stays admin-only however the caller reached the route: any
 * other caller that sets one of `fields` is refused with 403 insufficient_role, even a key whose
 * scopes pass the route's policy, and before the body is validated.
 */
async function forbidAdminOnlyFieldsUnlessAdmin(c: Context<ApiEnv>, fields: readonly string[]): Promise<void> {
  if (isAdminUser(c.get("principal"))) {
    return;
  }
  const body = await jsonBodyFields(c);
  if (fields.some((field) => body[field] !== undefined && body[field] !== null)) {
    throw insufficientRole();
  }
}

/** The JSON body's top-level fields ({} when it is not an object); the body stays cached for the validator. */
async function jsonBodyFields(c: Context<ApiEnv>): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
