import type { VendorTabDefinition } from "./vendor-tabs";

/**
 * Tabs other modules contribute to the vendor page, after Overview and Services, for example
 * `{ id: "custom-fields", label: "Custom fields", render: (vendor, { refresh }) => <Panel ... /> }`.
 * Load each panel with lazyComponent, so the vendor page's first load stays small.
 */
export const extraVendorTabs: readonly VendorTabDefinition[] = [];
