"use client";

import { AUDIT_LOG_RETENTION_DAYS } from "@/lib/contract/org-settings";
import { formatCount } from "@/lib/web/format";
import type { Organization } from "@/lib/web/hooks/org";
import { OneFieldForm, type OneFieldSetting } from "./one-field-form";

const { min, max } = AUDIT_LOG_RETENTION_DAYS;

const AUDIT_RETENTION_CARD = {
  title: "Audit log retention",
  description:
    "How long the API call audit log is kept, and how long a deleted record's change history outlives it. " +
    "A daily job deletes what is older; what it deleted does not come back if you lengthen this later.",
};

export const RETENTION_SETTING: OneFieldSetting = {
  card: AUDIT_RETENTION_CARD,
  label: "Days to keep",
  field: "audit_log_retention_days",
  textOf: (organization) => String(organization.audit_log_retention_days),
  read: (text) => {
    const days = Number(text.trim());
    if (text.trim() === "" || !Number.isInteger(days) || days < min || days > max) {
      return { error: `Enter a whole number of days from ${formatCount(min)} to ${formatCount(max)}.` };
    }
    return { update: { audit_log_retention_days: days } };
  },
  saveLabel: "Save retention",
  saved: (organization) => ({
    title: "Retention saved",
    description: `The audit log now keeps ${formatCount(organization.audit_log_retention_days)} days.`,
  }),
  input: { inputMode: "numeric", className: "max-w-32" },
  description: `From ${formatCount(min)} to ${formatCount(max)} days.`,
};

/** The organization's audit log retention, for an admin (the API refuses everyone else). */
export function AuditRetentionForm({ organization }: { organization: Organization }) {
  return <OneFieldForm organization={organization} setting={RETENTION_SETTING} />;
}
