"use client";

import { useMemo } from "react";
import { LazyHistoryPanel } from "@/components/change-history/lazy-history-panel";
import { lazyComponent } from "@/components/ui/lazy";
import { type OrganizationModules, useOrganization } from "@/lib/web/hooks/org";
import type { VendorTabDefinition } from "./vendor-tabs";

// Each panel loads with its tab's first opening, so the vendor page's first load stays small.
const CustomFieldsPanel = lazyComponent(() =>
  import("@/components/custom-fields/custom-fields-panel").then((module) => module.CustomFieldsPanel),
);
const DocumentsPanel = lazyComponent(() =>
  import("@/components/documents/documents-panel").then((module) => module.DocumentsPanel),
);
const FactSheetPanel = lazyComponent(() =>
  import("@/components/fact-sheets/fact-sheet-panel").then((module) => module.FactSheetPanel),
);

const SupplierProfilePanel = lazyComponent(() =>
  import("@/components/supplier-profile/supplier-profile-panel").then((module) => module.SupplierProfilePanel),
);

const AssessmentsView = lazyComponent(() =>
  import("@/components/assessments/assessments-view").then((module) => module.AssessmentsView),
);
const FindingsView = lazyComponent(() =>
  import("@/components/findings/findings-view").then((module) => module.FindingsView),
);
const ObligationsView = lazyComponent(() =>
  import("@/components/obligations/obligations-view").then((module) => module.ObligationsView),
);
const VendorContractsPanel = lazyComponent(() =>
  import("@/components/contracts/vendor-contracts-panel").then((module) => module.VendorContractsPanel),
);
const VendorBomsPanel = lazyComponent(() =>
  import("@/components/bill-of-materials/vendor-boms-panel").then((module) => module.VendorBomsPanel),
);

/** A contributed tab; one of a gated module names the organization switch it needs. */
export interface ExtraVendorTabDefinition extends VendorTabDefinition {
  module?: keyof OrganizationModules;
}

/**
 * Tabs other modules contribute to the vendor page, after Overview and Services. A gated module's
 * tab is listed here whatever the switch; its panel says so when the module is off (the API answers
 * not_enabled). `useExtraVendorTabs` leaves such tabs out while the organization has the module off.
 */
export const extraVendorTabs: readonly ExtraVendorTabDefinition[] = [
  {
    id: "custom-fields",
    label: "Custom fields",
    render: (vendor, { refresh }) => (
      <CustomFieldsPanel targetType="vendor" targetId={vendor.id} values={vendor.custom_fields} onSaved={refresh} />
    ),
  },
  { id: "fact-sheet", label: "Fact sheet", render: (vendor) => <FactSheetPanel vendorId={vendor.id} /> },
  {
    id: "documents",
    label: "Documents",
    render: (vendor) => <DocumentsPanel vendorId={vendor.id} services={vendor.services} />,
  },
  { id: "assessments", label: "Assessments", render: (vendor) => <AssessmentsView vendorId={vendor.id} /> },
  { id: "findings", label: "Findings", render: (vendor) => <FindingsView vendorId={vendor.id} /> },
  { id: "obligations", label: "Obligations", render: (vendor) => <ObligationsView vendorId={vendor.id} /> },
  {
    id: "contracts",
    label: "Contracts",
    module: "contract_records",
    render: (vendor) => <VendorContractsPanel vendorId={vendor.id} />,
  },
  {
    // The id is VENDOR_BOM_TAB of lib/web/hooks/bill-of-materials, spelled out so this list does not load those hooks.
    id: "bills-of-materials",
    label: "Bills of materials",
    module: "bill_of_materials",
    render: (vendor) => <VendorBomsPanel vendorId={vendor.id} services={vendor.services} />,
  },
  {
    id: "supplier-profile",
    label: "Supplier profile",
    module: "supplier_profile",
    render: (vendor) => <SupplierProfilePanel vendorId={vendor.id} />,
  },
  {
    id: "history",
    label: "History",
    render: (vendor) => <LazyHistoryPanel entityType="vendor" entityId={vendor.id} hideHeading />,
  },
];

/** The contributed tabs of the modules the organization has on (a gated tab shows once the switches are known). */
export function useExtraVendorTabs(): readonly VendorTabDefinition[] {
  const modules = useOrganization().data?.modules;
  return useMemo(() => extraVendorTabs.filter((tab) => !tab.module || modules?.[tab.module] === true), [modules]);
}
