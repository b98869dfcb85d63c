import type { Principal, Scope } from "@/lib/api/context";
import { apiError, unauthorizedRole } from "@/lib/api/errors";

export function isAdminUser(principal: Principal): boolean {
  return principal.actor.type === "user" && principal.actor.role === "org:admin";
}

export const insufficientScope = (scope: Scope) =>
  apiError("insufficient_scope", `This API key lacks the required scope: ${scope}.`);
export const insufficientRole = () => apiError("insufficient_role");

/** Routes the public API cannot reach with an ak_ key (dashboard-only): the key gets 401 `Unauthorized role.` */
export function requireDashboardUser(principal: Principal): Extract<Principal["actor"], { type: "user" }> {
  if (principal.actor.type !== "user") {
    throw unauthorizedRole();
  }
  return principal.actor;
}

export function requireAdminUser(principal: Principal): void {
  if (!isAdminUser(principal)) {
    throw insufficientRole();
  }
}
