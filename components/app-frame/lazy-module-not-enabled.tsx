"use client";

import { lazyComponent } from "@/components/ui/lazy";

/**
 * The module-off notice (./module-not-enabled), its code loaded only when a page shows it: for pages
 * near the first-load budget. They check with `isModuleNotEnabled` from `@/lib/web/module-gate`.
 */
export const LazyModuleNotEnabled = lazyComponent(() =>
  import("./module-not-enabled").then((module) => module.ModuleNotEnabled),
);
