"use client";

import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import { isApiRequestError } from "@/lib/web/api-client";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";

/** Whether the API refused because the organization has the page's module switched off (404 not_enabled). */
export function isModuleNotEnabled(error: unknown): boolean {
  return isApiRequestError(error) && error.code === "not_enabled";
}

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
