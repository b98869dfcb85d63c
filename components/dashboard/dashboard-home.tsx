"use client";

import { lazyComponent } from "@/components/ui/lazy";
import {
  useActiveApiKeyCount,
  useApiCallsLastDay,
  useControlSetCount,
  useWorkflowCount,
} from "@/lib/web/hooks/dashboard";
import { useOrganization } from "@/lib/web/hooks/org";
import { useVendorCount } from "@/lib/web/hooks/vendors";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { QuickLinks } from "./quick-links";
import { StatCard, type StatState, statStateOf } from "./stat-card";

// The charts' code loads after the counts, so they add nothing to the page's first-load JS.
const RiskOverview = lazyComponent(() => import("./risk-overview").then((module) => module.RiskOverview));
const AnalystOverview = lazyComponent(() => import("./analyst-overview").then((module) => module.AnalystOverview));

/** The dashboard home: the counts that exist so far, each linking into its section, and quick links. */
export function DashboardHome() {
  const whoami = useWhoAmI();
  const admin = isAdmin(whoami.data);
  const apiKeys = useActiveApiKeyCount(admin);
  const apiCalls = useApiCallsLastDay();
  const organization = useOrganization();
  const controlSets = useControlSetCount();
  const workflows = useWorkflowCount();
  const vendors = useVendorCount();

  let apiKeysState: StatState;
  if (whoami.data && !admin) {
    apiKeysState = { kind: "restricted", note: "Admins only" };
  } else if (whoami.error && !whoami.data) {
    apiKeysState = statStateOf({ ...whoami, data: undefined });
  } else {
    apiKeysState = statStateOf(apiKeys);
  }
  const allowlistState = statStateOf({ ...organization, data: organization.data?.api_ip_allowlist.length });

  return (
    <div className="space-y-6">
      <AnalystOverview />
      <ul aria-label="Overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title="Vendors"
          description="Third parties your organization tracks."
          href="/vendors"
          linkLabel="Open vendors"
          state={statStateOf(vendors)}
        />
        <StatCard
          title="Active API keys"
          description="Keys that are neither revoked nor expired."
          href="/settings/api-keys"
          linkLabel="Manage API keys"
          state={apiKeysState}
        />
        <StatCard
          title="API calls in the last 24 hours"
          description="Requests to /v1 recorded in the audit log."
          href="/audit-log"
          linkLabel="Open the audit log"
          state={statStateOf(apiCalls)}
        />
        <StatCard
          title="IP allowlist entries"
          description="Networks API keys may call from; none means any address."
          href="/settings/organization"
          linkLabel="Edit the IP allowlist"
          state={allowlistState}
        />
        <StatCard
          title="Control sets"
          description="Control frameworks available for assessments."
          href="/docs/organization-defaults#op-listControlSets"
          linkLabel="Control sets in the API reference"
          state={statStateOf(controlSets)}
        />
        <StatCard
          title="Workflows"
          description="Workflow definitions, enabled or not."
          href="/docs/workflows#op-listWorkflows"
          linkLabel="Workflows in the API reference"
          state={statStateOf(workflows)}
        />
      </ul>
      <RiskOverview />
      <QuickLinks />
    </div>
  );
}
