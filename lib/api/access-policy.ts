import type { Actor, OrgRole, Scope } from "./context";

/**
 * The special cases a policy may name, each understood by the enforcing middleware
 * (lib/api/middleware/access.ts) and by the shared security suite:
 * - `self_or_user_manager`: a dashboard user outside `roles` is still allowed when the route's
 *   `user_id` is their own (a user ends their own sessions).
 * - `scope_grant_only_if_admin`: a request body asking for a non-empty `scopes` array is refused
 *   with 403 `scope_grant_forbidden` unless it comes from an admin dashboard session, ahead of the
 *   other checks.
 */
export type AccessRule = "self_or_user_manager" | "scope_grant_only_if_admin";

/**
 * Who may call a route. ak_ keys: refused (`false`: 401 `Unauthorized role.`), any key (`true`), or
 * only keys holding `{ scope }` (else 403 `insufficient_scope`). Dashboard tokens: the roles listed
 * (else 403 `insufficient_role`); auxiliary members never authenticate on the API.
 */
export interface AccessPolicy {
  keys: boolean | { scope: Scope };
  roles: readonly OrgRole[];
  rule?: AccessRule;
  /**
   * Request body fields that change what only an admin may change (an organization's modules): a
   * caller other than an admin dashboard session whose body sets one (not null) gets 403
   * `insufficient_role`, whatever its key's scopes, ahead of the other checks.
   */
  adminOnlyFields?: readonly string[];
}

/** Every role a dashboard token can carry on the API (auxiliary members get 401 at authentication). */
export const apiRoles = [
  "org:admin",
  "org:member",
  "org:siloed_member",
  "org:guest",
  "org:service_account",
] as const satisfies readonly OrgRole[];

/** Any credential of the organization. */
export const anyCredential: AccessPolicy = { keys: true, roles: apiRoles };

/** Records any key or dashboard user may write, a guest only read (contracts, bills of materials). */
export const recordWriters: AccessPolicy = {
  keys: true,
  roles: ["org:admin", "org:member", "org:siloed_member", "org:service_account"],
};

/** Whether every API credential of the organization meets the policy (nothing to enforce). */
export const isOpen = (policy: AccessPolicy) =>
  policy.keys === true &&
  !policy.rule &&
  !policy.adminOnlyFields?.length &&
  apiRoles.every((role) => policy.roles.includes(role));

/** How a policy refuses an actor, before its special rules. */
export type AccessRefusal = "unauthorized_role" | "insufficient_scope" | "insufficient_role";

/** Whether `policy` admits `actor` (null) or how it refuses them, leaving the special rules aside. */
export function accessRefusal(policy: AccessPolicy, actor: Actor): AccessRefusal | null {
  if (actor.type === "api_key") {
    if (policy.keys === false) {
      return "unauthorized_role";
    }
    return typeof policy.keys === "object" && !actor.scopes.includes(policy.keys.scope) ? "insufficient_scope" : null;
  }
  return policy.roles.includes(actor.role) ? null : "insufficient_role";
}

/** The only methods a read-only ak_ key may call (an extension: docs/api-notes.md "API keys"). */
export const readOnlyKeyMethods: readonly string[] = ["GET", "HEAD"];

/**
 * Whether a read-only ak_ key is refused this call: every /v1 call but GET and HEAD, whatever the
 * route's policy (403 insufficient_scope; enforced for all of /v1 by lib/api/middleware/read-only-keys.ts).
 */
export const refusedAsReadOnly = (actor: Actor, method: string) =>
  actor.type === "api_key" && actor.readOnly === true && !readOnlyKeyMethods.includes(method.toUpperCase());

/** Scope-guarded: an ak_ key holding `scope`, or a dashboard token of one of `roles`. */
export const scopeOrRoles = (scope: Scope, roles: readonly OrgRole[]): AccessPolicy => ({ keys: { scope }, roles });

/** Dashboard-only: an ak_ key gets 401 `Unauthorized role.`, a dashboard user outside `roles` 403. */
export const dashboardRoles = (roles: readonly OrgRole[]): AccessPolicy => ({ keys: false, roles });

export const keyManagers = scopeOrRoles("keys:manage", ["org:admin"]);
export const auditReaders = scopeOrRoles("audit:read", ["org:admin", "org:member", "org:siloed_member", "org:guest"]);
/** User provisioning: any ak_ key (a service integration) or an admin dashboard token. */
export const userManagers: AccessPolicy = { keys: true, roles: ["org:admin"] };
/** Integration settings (webhook subscriptions): any ak_ key or an admin dashboard token. */
export const integrationManagers = userManagers;
export const dashboardAdmins = dashboardRoles(["org:admin"]);

/** The policy as the OpenAPI operation's `x-access` extension. */
export interface AccessExtension {
  credentials: ("api_key" | "dashboard")[];
  scope: Scope | null;
  roles: OrgRole[];
  dashboard_only: boolean;
  rule: AccessRule | null;
  admin_only_fields: string[];
}

export function accessExtension(policy: AccessPolicy): AccessExtension {
  return {
    credentials: policy.keys === false ? ["dashboard"] : ["api_key", "dashboard"],
    scope: typeof policy.keys === "object" ? policy.keys.scope : null,
    roles: [...policy.roles],
    dashboard_only: policy.keys === false,
    rule: policy.rule ?? null,
    admin_only_fields: [...(policy.adminOnlyFields ?? [])],
  };
}

/** Reads `x-access` back into a policy (the security suite's view of a route). */
export function policyFromExtension(extension: AccessExtension): AccessPolicy {
  return {
    keys: extension.dashboard_only ? false : extension.scope ? { scope: extension.scope } : true,
    roles: extension.roles,
    ...(extension.rule ? { rule: extension.rule } : {}),
    ...(extension.admin_only_fields?.length ? { adminOnlyFields: extension.admin_only_fields } : {}),
  };
}

const roleName = (role: OrgRole) => role.replace("org:", "").replaceAll("_", " ");

function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** One sentence for the operation's description. */
export function describeAccess(policy: AccessPolicy): string {
  if (isOpen(policy)) {
    return "Access: any ak_ key or dashboard token of the organization.";
  }
  const roles = `a dashboard token of role ${listed(policy.roles.map(roleName))}`;
  const keys =
    policy.keys === false
      ? "; an ak_ key gets 401 (`Unauthorized role.`)"
      : policy.keys === true
        ? ", or any ak_ key"
        : `, or an ak_ key with scope ${policy.keys.scope}`;
  const rules: Record<AccessRule, string> = {
    self_or_user_manager: " Any user may call it for their own user_id.",
    scope_grant_only_if_admin: " Asking for scopes needs an admin dashboard token (else 403 `scope_grant_forbidden`).",
  };
  const adminOnly = policy.adminOnlyFields?.length
    ? ` Setting ${listed(policy.adminOnlyFields.map((field) => `\`${field}\``))} needs an admin dashboard token, whatever a key's scopes (else 403 \`insufficient_role\`).`
    : "";
  return `Access: ${roles}${keys}.${policy.rule ? rules[policy.rule] : ""}${adminOnly}`;
}
