"use client";

import { useId, useState } from "react";
import { Card } from "@/components/ui/card";
import { useToast } from "@/components/ui/toast";
import { type Organization, type OrganizationModules, useUpdateOrganization } from "@/lib/web/hooks/org";
import { SwitchRow } from "./switch-row";

type ModuleKey = keyof OrganizationModules;
type SettingKey = ModuleKey | "bank_change_review_required";

const MODULES: { key: ModuleKey; label: string; description: string }[] = [
  {
    key: "bill_of_materials",
    label: "Bill of materials",
    description: "Software bills of materials and their components for vendors and services.",
  },
  { key: "contract_records", label: "Contract records", description: "Contracts, their terms and renewal dates." },
  {
    key: "supplier_profile",
    label: "Supplier profile",
    description: "Know Your Vendor: bank accounts, sites, tax and company registrations.",
  },
  { key: "zero_touch", label: "Zero touch", description: "Assessments that run without the vendor's involvement." },
];

const BANK_REVIEW = {
  label: "Require review of bank account changes",
  description: "New or changed vendor bank accounts wait for a reviewer before they take effect.",
};

function labelOf(key: SettingKey): string {
  return key === "bank_change_review_required"
    ? "Bank account change review"
    : (MODULES.find((module) => module.key === key)?.label ?? key);
}

/** Module switches and the bank change review switch; editable by admins only (the API enforces it too). */
export function ModuleSwitches({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const noteId = useId();
  const { toast } = useToast();
  const update = useUpdateOrganization();
  const [pending, setPending] = useState<SettingKey | null>(null);

  const change = async (key: SettingKey, checked: boolean) => {
    if (pending !== null) {
      return;
    }
    setPending(key);
    try {
      await update.mutateAsync(
        key === "bank_change_review_required"
          ? { bank_change_review_required: checked }
          : { modules: { [key]: checked } },
      );
      const state =
        key === "bank_change_review_required"
          ? checked
            ? "is now required"
            : "is no longer required"
          : checked
            ? "turned on"
            : "turned off";
      toast({ title: `${labelOf(key)} ${state}`, variant: "success" });
    } catch (error) {
      toast({
        title: `Couldn't change ${labelOf(key)}`,
        description: error instanceof Error ? error.message : undefined,
        variant: "error",
      });
    } finally {
      setPending(null);
    }
  };

  const shared = {
    disabled: !canEdit,
    describedBy: canEdit ? undefined : noteId,
  };

  return (
    <Card
      title="Modules and controls"
      description="A module that is off is hidden from the app, and its API answers as if it did not exist (404)."
    >
      {canEdit ? null : (
        <p id={noteId} className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Only admins can change these.
        </p>
      )}
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Modules</h3>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {MODULES.map((module) => (
          <SwitchRow
            key={module.key}
            label={module.label}
            description={module.description}
            checked={organization.modules[module.key]}
            busy={pending === module.key}
            {...shared}
            onChange={(checked) => void change(module.key, checked)}
          />
        ))}
      </div>
      <h3 className="mt-4 border-t border-slate-200 pt-4 text-sm font-semibold text-slate-900 dark:border-slate-800 dark:text-slate-100">
        Bank account changes
      </h3>
      <SwitchRow
        label={BANK_REVIEW.label}
        description={BANK_REVIEW.description}
        checked={organization.bank_change_review_required}
        busy={pending === "bank_change_review_required"}
        {...shared}
        onChange={(checked) => void change("bank_change_review_required", checked)}
      />
    </Card>
  );
}
