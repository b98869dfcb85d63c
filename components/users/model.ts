import type { BadgeVariant } from "@/components/ui/badge";
import { orgRoles } from "@/lib/contract/org-roles";
import type { User } from "@/lib/web/hooks/users";

export type OrgRole = (typeof orgRoles)[number];

const roleLabels: Record<OrgRole, string> = {
  "org:admin": "Admin",
  "org:member": "Member",
  "org:siloed_member": "Siloed member",
  "org:guest": "Guest",
  "org:auxiliary_member": "Auxiliary member",
  "org:service_account": "Service account",
};

export function roleLabel(role: string | null): string {
  return role && role in roleLabels ? roleLabels[role as OrgRole] : (role ?? "No role");
}

export const roleOptions = orgRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** What the membership means to a person: an archived user reads as Archived whatever the status says. */
export function membershipLabel(user: Pick<User, "status" | "is_archived">): { label: string; variant: BadgeVariant } {
  if (user.is_archived) {
    return { label: "Archived", variant: "neutral" };
  }
  if (user.status === "invited") {
    return { label: "Invited", variant: "info" };
  }
  return user.status === "active" ? { label: "Active", variant: "success" } : { label: "Inactive", variant: "warning" };
}

/** An invitation link makes sense only for someone who has not joined and is not archived. */
export const canInvite = (user: Pick<User, "status" | "is_archived">) => !user.is_archived && user.status === "invited";
