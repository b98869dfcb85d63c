"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { RiskLevel } from "@/lib/web/hooks/taxonomy";
import { userDisplayName } from "@/lib/web/hooks/user-name";
import { useUsersByIds } from "@/lib/web/hooks/users-by-ids";
import type { Vendor } from "@/lib/web/hooks/vendors";
import { tierLabel } from "./list-state";

const none = <span className="text-slate-500 dark:text-slate-400">Not set</span>;

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-900 dark:text-slate-100">
        {children || none}
      </dd>
    </div>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

function People({ ids }: { ids: string[] }) {
  const users = useUsersByIds(ids);
  if (ids.length === 0) {
    return none;
  }
  return (
    <ul className="flex flex-wrap gap-1.5">
      {ids.map((id, index) => {
        const lookup = users[index];
        const user = lookup?.data;
        // Never the raw ID: a person's name, or what stands in for it until (or unless) it arrives.
        const label = user ? userDisplayName(user) : lookup?.isError ? "Unknown user" : "Loading…";
        return (
          <li key={id}>
            <Badge title={user?.email}>{label}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

export interface VendorSummaryProps {
  vendor: Vendor;
  riskLevels: RiskLevel[];
}

/** The vendor's fields as read; editing them happens in the editor, which loads on demand. */
export function VendorSummary({ vendor, riskLevels }: VendorSummaryProps) {
  const level = (id: string | null) => riskLevels.find((candidate) => candidate.id === id)?.name ?? id;
  const contact = vendor.primary_contact;
  return (
    <div className="space-y-6">
      <Card title="Details">
        <Fields>
          <Field label="Name">{vendor.name}</Field>
          <Field label="Website">{vendor.website}</Field>
          <Field label="Headquarters">{vendor.hq_location}</Field>
          <Field label="External ID">{vendor.external_id}</Field>
          <Field label="Description" wide>
            {vendor.description}
          </Field>
          <Field label="Engagement type">{vendor.engagement_type}</Field>
          <Field label="Use case">{vendor.use_case}</Field>
        </Fields>
      </Card>
      <Card title="Status, tags and risk">
        <Fields>
          <Field label="Status">{vendor.status}</Field>
          <Field label="Tier">{tierLabel(vendor.tier)}</Field>
          <Field label="Tags" wide>
            {vendor.tags.length > 0 ? (
              <span className="flex flex-wrap gap-1.5">
                {vendor.tags.map((tag) => (
                  <Badge key={tag} variant="info">
                    {tag}
                  </Badge>
                ))}
              </span>
            ) : null}
          </Field>
          <Field label="Inherent risk">{level(vendor.inherent_risk_level_id)}</Field>
          <Field label="Residual risk">{level(vendor.residual_risk_level_id)}</Field>
        </Fields>
      </Card>
      <Card title="People">
        <Fields>
          <Field label="Risk analysts">
            <People ids={vendor.risk_analyst_ids} />
          </Field>
          <Field label="Relationship owners">
            <People ids={vendor.relationship_owner_ids} />
          </Field>
          <Field label="Watchers">
            <People ids={vendor.watcher_ids} />
          </Field>
        </Fields>
      </Card>
      <Card title="Primary contact" description="Receives questionnaires and other vendor emails.">
        <Fields>
          <Field label="Contact email">{contact?.email}</Field>
          <Field label="Contact name">{contact?.name}</Field>
          <Field label="Contact title">{contact?.title}</Field>
          <Field label="Contact phone">{contact?.phone_number}</Field>
        </Fields>
      </Card>
    </div>
  );
}
