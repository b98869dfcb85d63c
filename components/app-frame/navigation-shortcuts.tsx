"use client";

import { useRouter } from "next/navigation";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";
import { useWhoAmI } from "@/lib/web/use-whoami";
import { canVisit } from "./page-access";

const shortcuts = [
  { keys: "g d", description: "Go to the dashboard", href: "/" },
  { keys: "g v", description: "Go to vendors", href: "/vendors" },
  { keys: "g f", description: "Go to findings", href: "/findings" },
  { keys: "g a", description: "Go to the audit log", href: "/audit-log" },
  { keys: "g u", description: "Go to users", href: "/users" },
  { keys: "g k", description: "Go to API keys", href: "/settings/api-keys" },
  { keys: "g o", description: "Go to organization settings", href: "/settings/organization" },
];

function PageShortcut({ keys, description, href }: (typeof shortcuts)[number]) {
  const router = useRouter();
  useShortcut(keys, description, () => router.push(href));
  return null;
}

/** "g" then a letter jumps between sections, as in most triage tools; only to pages the role may use. */
export function NavigationShortcuts() {
  const { data: whoami } = useWhoAmI();
  return shortcuts
    .filter((shortcut) => canVisit(whoami?.role, shortcut.href))
    .map((shortcut) => <PageShortcut key={shortcut.keys} {...shortcut} />);
}
