"use client";

import type { Organization } from "@/lib/web/hooks/org";
import { OneFieldForm, type OneFieldSetting } from "./one-field-form";

const NAME_CARD = { title: "Name", description: "Shown to everyone in your organization and in the sidebar." };

export const NAME_SETTING: OneFieldSetting = {
  card: NAME_CARD,
  label: "Organization name",
  field: "name",
  textOf: (organization) => organization.name,
  read: (text) => {
    if (text.trim().length === 0) {
      return { error: "Enter a name for the organization." };
    }
    return text.length > 200 ? { error: "Use at most 200 characters." } : { update: { name: text.trim() } };
  },
  saveLabel: "Save name",
  saved: (organization) => ({ title: "Organization renamed", description: `It is now called ${organization.name}.` }),
  input: { autoComplete: "organization" },
};

/** Renames the organization; the app shell shows the new name after saving. */
export function NameForm({ organization }: { organization: Organization }) {
  return <OneFieldForm organization={organization} setting={NAME_SETTING} />;
}
