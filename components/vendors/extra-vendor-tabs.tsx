import type { VendorTabDefinition } from "./vendor-tabs";

/**
 * Tabs other modules contribute to the vendor page, after Overview and Services: the custom fields
 * and fact sheet panels register here (lazily loaded, so the page's first load stays small).
 */
export const extraVendorTabs: readonly VendorTabDefinition[] = [];
