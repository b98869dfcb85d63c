import type { OrgRole } from "@/lib/api/context";

/** The org role values a user record carries (GET /v1/users/{user_id}). */
export const orgRoles = [
  "org:admin",
  "org:member",
  "org:siloed_member",
  "org:guest",
  "org:auxiliary_member",
  "org:service_account",
] as const satisfies readonly OrgRole[];

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
