import { filtersBySupplier, type ReportDefinition } from "./definition";
import { builtInReports } from "./reports";

export { filtersBySupplier, type ReportDefinition, type ReportSource } from "./definition";

/** The reports by slug (the URL segment of GET /v1/export/{slug}): the built-in list, checked as it loads. */
const reports = new Map<string, ReportDefinition>();

/** Adds a report (the built-in ones below; tests add their own). */
export function registerReport(definition: ReportDefinition): void {
  if (definition.source) {
    const missing = Object.keys(definition.mapping).filter((field) => !(field in (definition.source?.fields ?? {})));
    if (missing.length > 0) {
      throw new Error(`Report ${definition.slug}: no source field for ${missing.join(", ")}`);
    }
    if (filtersBySupplier(definition) && !definition.source.supplierName) {
      throw new Error(`Report ${definition.slug}: a vendor report needs a supplierName expression`);
    }
  }
  reports.set(definition.slug, definition);
}

export function findReport(slug: string): ReportDefinition | undefined {
  return reports.get(slug);
}

export function allReports(): ReportDefinition[] {
  return [...reports.values()];
}

/** Test hook: a report registered by a test is removed again. */
export function unregisterReport(slug: string): void {
  reports.delete(slug);
}

builtInReports.forEach(registerReport);
