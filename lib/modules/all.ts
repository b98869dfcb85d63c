import { accountsModule } from "./accounts/module";
import { apiKeysModule } from "./api-keys/module";
import { assessmentsModule } from "./assessments/module";
import { auditLogModule } from "./audit-log/module";
import { billOfMaterialsModule } from "./bill-of-materials/module";
import { connectivityModule } from "./connectivity/module";
import { contractsModule } from "./contracts/module";
import { controlsModule } from "./controls/module";
import { customFieldsModule } from "./custom-fields/module";
import { dashboardModule } from "./dashboard/module";
import type { ModuleDescriptor } from "./descriptor";
import { documentsModule } from "./documents/module";
import { exportModule } from "./export/module";
import { factSheetsModule } from "./fact-sheets/module";
import { fileUploadsModule } from "./file-uploads/module";
import { findingsModule } from "./findings/module";
import { intakeModule } from "./intake/module";
import { obligationsModule } from "./obligations/module";
import { orgModule } from "./org/module";
import { platformModule } from "./platform";
import { portalsModule } from "./portals/module";
import { radarModule } from "./radar/module";
import { radarFeedsModule } from "./radar-feeds/module";
import { reassessmentsModule } from "./reassessments/module";
import { supplierProfileModule } from "./supplier-profile/module";
import { taxonomyModule } from "./taxonomy/module";
import { usersModule } from "./users/module";
import { vendorsModule } from "./vendors/module";
import { webhooksModule } from "./webhooks/module";
import { workflowsModule } from "./workflows/module";
import { zeroTouchModule } from "./zero-touch/module";

/**
 * Every module of the application, read by the API app (routes, navigation), the job worker and
 * registries (registerModules) and signup (organization defaults). A new module is one folder with
 * a module.ts and one line here. Routes register in this order; organization defaults seed in it.
 */
export const appModules: readonly ModuleDescriptor[] = [
  platformModule,
  connectivityModule,
  orgModule,
  apiKeysModule,
  auditLogModule,
  taxonomyModule,
  controlsModule,
  workflowsModule,
  usersModule,
  vendorsModule,
  customFieldsModule,
  factSheetsModule,
  portalsModule,
  webhooksModule,
  findingsModule,
  obligationsModule,
  exportModule,
  dashboardModule,
  accountsModule,
  documentsModule,
  fileUploadsModule,
  assessmentsModule,
  radarModule,
  billOfMaterialsModule,
  radarFeedsModule,
  reassessmentsModule,
  supplierProfileModule,
  zeroTouchModule,
  intakeModule,
  contractsModule,
];
