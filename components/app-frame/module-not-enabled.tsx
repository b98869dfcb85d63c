"use client";

import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";

// The check is apart from the notice, so a page can load the notice only when it shows it
// (./lazy-module-not-enabled).
export { isModuleNotEnabled } from "@/lib/web/module-gate";

/**
 * What a gated module's page shows while the organization has the module off: an admin gets the way
 * to the switch, anyone else learns whom to ask.
 */
export function ModuleNotEnabled({ moduleName }: { moduleName: string }) {
  const { data: whoami } = useWhoAmI();
  const admin = isAdmin(whoami);
  return (
    <EmptyState
      title={`${moduleName} is not turned on for your organization`}
      description={
        admin
          ? `Turn ${moduleName} on in the organization settings to use it.`
          : `An admin of your organization can turn ${moduleName} on in the organization settings.`
      }
      action={
        admin ? (
          <Link href="/settings/organization" className={buttonClassName("primary")}>
            Open organization settings
          </Link>
        ) : undefined
      }
    />
  );
}
