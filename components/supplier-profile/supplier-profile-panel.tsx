"use client";

import { isModuleNotEnabled, ModuleNotEnabled } from "@/components/app-frame/module-not-enabled";
import { useBankAccounts } from "@/lib/web/hooks/supplier-profile";
import { BankAccountsSection } from "./bank-accounts-section";
import { ChangeHistorySection } from "./change-history-section";
import { DiversitySection } from "./diversity-section";
import { LegalEntitiesSection } from "./legal-entities-section";
import { SitesSection } from "./sites-section";
import { TaxRegistrationsSection } from "./tax-registrations-section";

export const SUPPLIER_PROFILE_MODULE = "Supplier profile";

/**
 * The vendor's supplier profile (the "Supplier profile" tab): bank accounts, sites, tax
 * registrations, diversity records, the legal entities that pay the vendor, and the change history.
 * While the organization has the module off, the API answers not_enabled and the tab says so.
 */
export function SupplierProfilePanel({ vendorId }: { vendorId: string }) {
  const accounts = useBankAccounts(vendorId);
  if (isModuleNotEnabled(accounts.error)) {
    return <ModuleNotEnabled moduleName={SUPPLIER_PROFILE_MODULE} />;
  }
  return (
    <div className="space-y-6">
      <BankAccountsSection vendorId={vendorId} />
      <SitesSection vendorId={vendorId} />
      <TaxRegistrationsSection vendorId={vendorId} />
      <DiversitySection vendorId={vendorId} />
      <LegalEntitiesSection vendorId={vendorId} />
      <ChangeHistorySection vendorId={vendorId} />
    </div>
  );
}
