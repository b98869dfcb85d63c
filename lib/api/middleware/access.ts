import type { MiddlewareHandler } from "hono";
import { insufficientRole, requireDashboardUser, requireScopeOrRole } from "@/lib/auth/authorize";
import type { ApiEnv, OrgRole, Scope } from "../context";

/**
 * Route-level authorization, checked before the request is validated (as a FastAPI dependency
 * would be), so a caller without access learns nothing about the body the route expects.
 */
export function requireAccess(rule: { scope: Scope; roles: readonly OrgRole[] }): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    requireScopeOrRole(c.get("principal"), rule.scope, rule.roles);
    await next();
  };
}

/** Dashboard-only routes: an ak_ key gets 401 `Unauthorized role.` */
export const requireDashboardSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireDashboardUser(c.get("principal"));
  await next();
};

export const keyManagers = requireAccess({ scope: "keys:manage", roles: ["org:admin"] });
export const auditReaders = requireAccess({
  scope: "audit:read",
  roles: ["org:admin", "org:member", "org:siloed_member", "org:guest"],
});

/**
 * Dashboard-only routes limited to some roles: an ak_ key gets 401 `Unauthorized role.`, a dashboard
 * user outside `roles` gets 403 `insufficient_role`.
 */
export function requireDashboardRole(roles: readonly OrgRole[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const user = requireDashboardUser(c.get("principal"));
    if (!roles.includes(user.role)) {
      throw insufficientRole();
    }
    await next();
  };
}

export const dashboardAdmins = requireDashboardRole(["org:admin"]);
