import Link from "next/link";
import { Card } from "@/components/ui/card";
import { cn, focusRing } from "@/components/ui/cn";

const LINKS = [
  { href: "/vendors", label: "Vendors", description: "Your third parties: status, tags, risk and people." },
  { href: "/audit-log", label: "Audit log", description: "Every /v1 call: who, what, when and from where." },
  { href: "/settings/api-keys", label: "API keys", description: "Create, rotate and revoke keys for integrations." },
  {
    href: "/settings/organization",
    label: "Organization settings",
    description: "Name, IP allowlist and modules.",
  },
  { href: "/docs", label: "API reference", description: "Endpoints, parameters and examples for /v1." },
];

export function QuickLinks() {
  return (
    <Card title="Quick links">
      <ul className="grid gap-3 sm:grid-cols-2">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={cn(
                "block rounded-md border border-slate-200 px-3 py-2 hover:border-blue-300 hover:bg-blue-50",
                "dark:border-slate-700 dark:hover:border-blue-800 dark:hover:bg-blue-950",
                focusRing,
              )}
            >
              <span className="block text-sm font-medium text-blue-800 dark:text-blue-200">{link.label}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
