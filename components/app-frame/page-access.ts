import type { NavSection } from "./navigation";

/**
 * Pages whose API answers every other role with 403: their navigation entries and shortcuts are
 * shown only to these roles. The pages still explain themselves when visited directly.
 */
const pageRoles: Record<string, readonly string[]> = {
  // API key management: admin dashboard token only (keys:manage is for ak_ keys).
  "/settings/api-keys": ["org:admin"],
  // Audit log reads: the roles of the audit log routes (an org:service_account token gets 403).
  "/audit-log": ["org:admin", "org:member", "org:siloed_member", "org:guest"],
  // Bank change reviews: dashboard admins decide, members follow what they proposed.
  "/bank-reviews": ["org:admin", "org:member"],
};

/** Whether someone of `role` gets more than 403s from the page; unknown role (still loading): restricted pages no. */
export function canVisit(role: string | null | undefined, href: string): boolean {
  const roles = pageRoles[href];
  return !roles || (role != null && roles.includes(role));
}

/** The sidebar sections for `role`, without the entries its API would refuse. */
export function navigationFor(sections: NavSection[], role: string | null | undefined): NavSection[] {
  return sections
    .filter((section) => canVisit(role, section.href))
    .map((section) =>
      section.children
        ? { ...section, children: section.children.filter((child) => canVisit(role, child.href)) }
        : section,
    );
}
