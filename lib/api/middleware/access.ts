import type { MiddlewareHandler } from "hono";
import { insufficientRole, requireAdminUser, requireDashboardUser, requireScopeOrRole } from "@/lib/auth/authorize";
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

/** User provisioning: an ak_ key (a service account) or an admin dashboard token. */
export const userManagers: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { actor } = c.get("principal");
  if (actor.type === "user" && actor.role !== "org:admin") {
    throw insufficientRole();
  }
  await next();
};

/** Dashboard-only admin actions: an ak_ key gets 401 `Unauthorized role.`, other roles 403. */
export const dashboardAdmins: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireDashboardUser(c.get("principal"));
  requireAdminUser(c.get("principal"));
  await next();
};

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
/** Integration settings (webhook subscriptions): an ak_ key or an admin dashboard token. */
export const integrationManagers = userManagers;
