"use client";

import { ErrorState, LoadingState } from "@/components/ui/states";
import { useOrganization } from "@/lib/web/hooks/org";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { IpAllowlistEditor } from "./ip-allowlist-editor";
import { ModuleSwitches } from "./module-switches";
import { NameForm } from "./name-form";

/** Settings → Organization: name, IP allowlist, modules and bank change review. */
export function OrganizationSettings() {
  const organization = useOrganization();
  const { data: whoami } = useWhoAmI();

  if (organization.error) {
    return (
      <ErrorState
        title="Couldn't load the organization"
        message={organization.error.message}
        onRetry={organization.refetch}
        retrying={organization.isFetching}
      />
    );
  }
  if (!organization.data) {
    return <LoadingState variant="skeleton" rows={6} label="Loading organization settings…" />;
  }
  const org = organization.data;
  return (
    <div className="max-w-3xl space-y-6">
      <NameForm key={org.id} organization={org} />
      <IpAllowlistEditor key={`allowlist-${org.id}`} organization={org} />
      <ModuleSwitches organization={org} canEdit={isAdmin(whoami)} />
    </div>
  );
}
