import { describe, expect, it } from "vitest";
import { type NavSection, toNavSections } from "./navigation";
import { canVisit, navigationFor } from "./page-access";

// The sections as GET /v1/navigation lists them for an organization with every module on.
const navigation: NavSection[] = toNavSections([
  { label: "Dashboard", href: "/", icon: null, children: [] },
  { label: "Users", href: "/users", icon: null, children: [] },
  { label: "Webhooks", href: "/webhooks", icon: null, children: [] },
  { label: "Audit log", href: "/audit-log", icon: null, children: [] },
  {
    label: "Settings",
    href: "/settings/organization",
    icon: "M10 2v2",
    children: [
      { label: "Organization", href: "/settings/organization" },
      { label: "API keys", href: "/settings/api-keys" },
      { label: "Custom fields", href: "/settings/custom-fields" },
    ],
  },
]);

const hrefs = (role: string | null | undefined) =>
  navigationFor(navigation, role).flatMap((section) => [section.href, ...(section.children ?? []).map((c) => c.href)]);

describe("navigation by role", () => {
  it("shows an admin every entry", () => {
    expect(navigationFor(navigation, "org:admin")).toEqual(navigation);
  });

  it.each(["org:member", "org:siloed_member", "org:guest"])("hides API keys from %s and keeps the rest", (role) => {
    const visible = hrefs(role);
    expect(visible).not.toContain("/settings/api-keys");
    for (const href of ["/settings/organization", "/users", "/webhooks", "/audit-log", "/settings/custom-fields"]) {
      expect(visible).toContain(href);
    }
  });

  it("hides the audit log from a service account, whose token the audit log routes refuse", () => {
    expect(hrefs("org:service_account")).not.toContain("/audit-log");
    expect(canVisit("org:service_account", "/audit-log")).toBe(false);
  });

  it("shows no restricted entry while the role is not known yet", () => {
    const visible = hrefs(undefined);
    expect(visible).not.toContain("/settings/api-keys");
    expect(visible).not.toContain("/audit-log");
    expect(visible).toContain("/settings/organization");
  });
});
