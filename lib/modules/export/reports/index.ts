import type { ReportDefinition } from "../definition";
import { assessmentsReport } from "./assessments";
import { contractRecordsReport } from "./contract-records";
import { findingsReport } from "./findings";
import { obligationsReport } from "./obligations";
import { servicesReport } from "./services";
import { vendorsReport } from "./vendors";

/**
 * The built-in reports, by slug, in the order GET /v1/export lists them. They live here rather
 * than in each owning module: a definition needs only the owners' read-only join views (`vendorJoin`,
 * `statusNameJoin`, `contractRecordJoin`, …, from their index.ts), so export depends on those modules
 * and no module depends on export (registering from vendors/index.ts would make the vendors module
 * import the export registry). The registry starts from this list.
 */
export const builtInReports: readonly ReportDefinition[] = [
  vendorsReport,
  servicesReport,
  assessmentsReport,
  findingsReport,
  obligationsReport,
  contractRecordsReport,
];
