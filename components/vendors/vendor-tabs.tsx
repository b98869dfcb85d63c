"use client";

import type { ReactNode } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import { type TabItem, Tabs } from "@/components/ui/tabs";
import { useRefreshVendor, type Vendor } from "@/lib/web/hooks/vendors";
import { VendorOverview } from "./vendor-overview";

// Tabs other than Overview load their code when first opened.
const VendorServices = lazyComponent(() => import("./vendor-services").then((module) => module.VendorServices));

/** A tab another module adds to the vendor page (custom fields, fact sheet). */
export interface VendorTabDefinition {
  /** Kept in the URL as `?tab=<id>`. */
  id: string;
  label: string;
  /** `refresh` refetches the vendor (and the lists), e.g. as a panel's onSaved. */
  render: (vendor: Vendor, helpers: { refresh: () => void }) => ReactNode;
}

export interface VendorTabsProps {
  vendor: Vendor;
  value: string;
  onValueChange: (id: string) => void;
  /** Shown after Overview and Services, in order. */
  extraTabs?: readonly VendorTabDefinition[];
}

/** The vendor page's sections: Overview and Services, then the tabs other modules contribute. */
export function VendorTabs({ vendor, value, onValueChange, extraTabs = [] }: VendorTabsProps) {
  const refresh = useRefreshVendor(vendor.id);
  const tabs: TabItem[] = [
    { id: "overview", label: "Overview", content: <VendorOverview vendor={vendor} /> },
    {
      id: "services",
      label: `Services (${vendor.services.length})`,
      content: <VendorServices vendor={vendor} />,
    },
    ...extraTabs.map((tab) => ({ id: tab.id, label: tab.label, content: tab.render(vendor, { refresh }) })),
  ];
  return <Tabs label="Vendor sections" tabs={tabs} value={value} onValueChange={onValueChange} />;
}
