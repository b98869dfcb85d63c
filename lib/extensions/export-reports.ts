import type { AnyColumn, SQL } from "drizzle-orm";
import type { ModuleGate } from "./module-switches";

type Expression = AnyColumn | SQL;

/**
 * Where a report's rows come from, as SQL pieces the export runner composes into keyset batches:
 * `select <fields> from <from> where <orgId> = $org [and supplier match] and (<createdAt>, <id>) >
 * cursor order by <createdAt>, <id> limit <batch>`. Each batch is its own short query, so an
 * export of any size holds no transaction, no connection and no more than one batch in memory.
 */
export interface ReportSource {
  /** FROM clause, joins included. */
  from: SQL;
  /** One SQL expression per mapping key; values must already be JSON-ready (Unix seconds, not Date). */
  fields: Record<string, Expression>;
  orgId: AnyColumn;
  /** Keyset order: oldest first, ties broken by ID. (org_id, created_at, id) should be indexed. */
  createdAt: AnyColumn;
  id: AnyColumn;
  /** The vendor's name for the supplier_name filter: required when the base object is vendor, else unused. */
  supplierName?: Expression;
  /**
   * Leaves out rows the organization does not see now (a switched-off module's records among the
   * rows), worked out once when the export opens; undefined leaves out nothing.
   */
  shown?: (orgId: string) => Promise<SQL | undefined>;
}

export interface ReportDefinition {
  slug: string;
  report_name: string;
  /** The entity kind each row represents (vendor, service, assessment, ...). */
  base_object: string;
  /**
   * The organization switch of the module whose records the report exports: while it is off the
   * report answers 404 `not_enabled`, as the module's own routes do, and is left out of the list.
   */
  gate?: ModuleGate;
  /** Internal field name → exported column name, in column order. */
  mapping: Record<string, string>;
  /** null: the report's records do not exist yet; it answers with no rows. */
  source: ReportSource | null;
}

/**
 * GET /v1/export/{report_name}: supplier_name filters vendor-based reports and is ignored for other
 * base objects.
 * Only rows that are vendors qualify: a service's or an obligation's supplier is a column, not what
 * the row is (filtering obligations by it dropped every obligation without a vendor).
 */
export function filtersBySupplier(report: Pick<ReportDefinition, "base_object">): boolean {
  return report.base_object === "vendor";
}

/**
 * The reports by slug (the URL segment of GET /v1/export/{slug}), in list order. Filled from the
 * module list at startup (registerModules: each module's `exportReports`), each checked as it is
 * added; the export module serves them.
 */
const reports = new Map<string, ReportDefinition>();

/** Adds a report (registerModules; tests add their own and remove them with unregisterReport). */
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

export function clearReports(): void {
  reports.clear();
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
