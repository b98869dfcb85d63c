"use client";

import { useId } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { lazyNearView } from "@/components/ui/when-near-view";
import { useOrganization } from "@/lib/web/hooks/org";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { AuditRetentionForm } from "./audit-retention-form";
import { IpAllowlistEditor } from "./ip-allowlist-editor";
import { ModuleSwitches } from "./module-switches";
import { NameForm } from "./name-form";
import { AllowlistReadOnly, AuditRetentionReadOnly, NameReadOnly, ReadOnlyReason } from "./read-only-settings";

// Below the fold: its code loads when it comes near the viewport, not with the page.
const LegalEntitiesCard = lazyNearView(
  () => import("./legal-entities-card").then((module) => module.LegalEntitiesCard),
  <Card title="Legal entities">Loading legal entities…</Card>,
);

/**
 * Settings → Organization: name, IP allowlist, audit log retention, modules and bank change review, legal entities. Only an admin may
 * change them (the API refuses everyone else); others see them read-only with the reason.
 */
export function OrganizationSettings() {
  const reasonId = useId();
  const organization = useOrganization();
  const whoami = useWhoAmI();

  // useOrganization reports a whoami failure too, and has data only once whoami has.
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
  if (!organization.data || !whoami.data) {
    return <LoadingState variant="skeleton" rows={6} label="Loading organization settings…" />;
  }
  const org = organization.data;
  const canEdit = isAdmin(whoami.data);
  return (
    <div className="max-w-3xl space-y-6">
      {canEdit ? (
        <>
          <NameForm key={org.id} organization={org} />
          <IpAllowlistEditor key={`allowlist-${org.id}`} organization={org} />
          <AuditRetentionForm key={`retention-${org.id}`} organization={org} />
        </>
      ) : (
        <>
          <ReadOnlyReason id={reasonId} role={whoami.data.role} />
          <NameReadOnly organization={org} reasonId={reasonId} />
          <AllowlistReadOnly organization={org} reasonId={reasonId} />
          <AuditRetentionReadOnly organization={org} reasonId={reasonId} />
        </>
      )}
      <ModuleSwitches organization={org} canEdit={canEdit} />
      <LegalEntitiesCard canEdit={canEdit} />
    </div>
  );
}
