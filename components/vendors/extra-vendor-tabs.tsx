"use client";

import { lazyComponent } from "@/components/ui/lazy";
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

const HistoryPanel = lazyComponent(() =>
  import("@/components/change-history/history-panel").then((module) => module.HistoryPanel),
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

/** Tabs other modules contribute to the vendor page, after Overview and Services. */
export const extraVendorTabs: readonly VendorTabDefinition[] = [
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
    id: "history",
    label: "History",
    render: (vendor) => <HistoryPanel entityType="vendor" entityId={vendor.id} hideHeading />,
  },
];
