import type { OrgRole } from "@/lib/api/context";
import { orgRoles } from "@/lib/contract/org-roles";

// Every role value a user record carries is a role the API knows.
orgRoles satisfies readonly OrgRole[];

export { orgRoles };

/** The accepted aliases, exactly as the spec lists them; any other value is a 422. */
export const roleAliases = {
  member: "org:member",
  basic_member: "org:member",
  "org:basic_member": "org:member",
  admin: "org:admin",
} as const satisfies Record<string, OrgRole>;

export const acceptedRoleValues = [...orgRoles, ...(Object.keys(roleAliases) as (keyof typeof roleAliases)[])];

export function canonicalRole(value: (typeof acceptedRoleValues)[number]): OrgRole {
  return value in roleAliases ? roleAliases[value as keyof typeof roleAliases] : (value as OrgRole);
}

/** Membership status values, as a user record carries them. */
export type MembershipStatus = "invited" | "active" | "inactive";
