import type { ReportDefinition } from "../definition";
import { assessmentsReport } from "./assessments";
import { contractRecordsReport } from "./contract-records";
import { findingsReport } from "./findings";
import { obligationsReport } from "./obligations";
import { servicesReport } from "./services";
import { vendorsReport } from "./vendors";

/**
 * The built-in reports, in the order GET /v1/export lists them, declared by the export module's
 * descriptor (`exportReports`) like any module's reports: nothing registers on import. They live here
 * rather than in each owning module: a definition needs only the owners' read-only join views
 * (`vendorJoin`, `statusNameJoin`, `contractRecordJoin`, …, from their index.ts) and export's SQL
 * helpers, so export depends on those modules and no module depends on export. A module may still
 * declare a report of its own in its descriptor: the definition's type and the registry are in
 * lib/extensions/export-reports.ts, not in export.
 */
export const builtInReports: readonly ReportDefinition[] = [
  vendorsReport,
  servicesReport,
  assessmentsReport,
  findingsReport,
  obligationsReport,
  contractRecordsReport,
];
