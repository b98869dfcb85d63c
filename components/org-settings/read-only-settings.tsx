"use client";

import { Card } from "@/components/ui/card";
import type { Organization } from "@/lib/web/hooks/org";
import { AllowlistEntries } from "./allowlist-entries";
import { RETENTION_SETTING } from "./audit-retention-form";
import { ALLOWLIST_DESCRIPTION, ALLOWLIST_TITLE, AllowlistScopeNote } from "./ip-allowlist-editor";
import { LockoutWarning } from "./lockout-warning";
import { NAME_SETTING } from "./name-form";
import { OneFieldReadOnly } from "./one-field-form";

export const READ_ONLY_REASON =
  "Only an admin can change the organization's name, API IP allowlist and audit log retention.";

/** Why name and allowlist are read-only; the read-only controls point at it with aria-describedby. */
export function ReadOnlyReason({ id, role }: { id: string; role: string | null | undefined }) {
  const roleName = role ? role.replace(/^org:/, "").replace(/_/g, " ") : null;
  return (
    <p
      id={id}
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      {READ_ONLY_REASON}
      {roleName ? ` Your role is ${roleName}.` : null}
    </p>
  );
}

/** The organization's name for someone who may not change it (the API answers 403). */
export function NameReadOnly({ organization, reasonId }: { organization: Organization; reasonId: string }) {
  return <OneFieldReadOnly organization={organization} setting={NAME_SETTING} reasonId={reasonId} />;
}

/** The saved allowlist and the lock-out check, without editing (the API answers 403). */
export function AllowlistReadOnly({ organization, reasonId }: { organization: Organization; reasonId: string }) {
  return (
    <Card title={ALLOWLIST_TITLE} description={ALLOWLIST_DESCRIPTION}>
      <div className="space-y-4">
        <AllowlistScopeNote />
        <LockoutWarning entries={organization.api_ip_allowlist} pending={false} />
        <AllowlistEntries entries={organization.api_ip_allowlist} entryError={null} describedBy={reasonId} />
      </div>
    </Card>
  );
}

/** How long the audit log is kept, for someone who may not change it (the API answers 403). */
export function AuditRetentionReadOnly({ organization, reasonId }: { organization: Organization; reasonId: string }) {
  return <OneFieldReadOnly organization={organization} setting={RETENTION_SETTING} reasonId={reasonId} />;
}
