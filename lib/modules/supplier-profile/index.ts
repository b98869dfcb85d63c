import type { ApiApp } from "@/lib/api/types";
import { registerBankAccountRoutes } from "./routes/bank-accounts";
import { registerBankCountryRuleRoutes } from "./routes/bank-country-rules";
import { registerBankReviewRoutes } from "./routes/bank-reviews";
import { registerChangeFeedRoutes } from "./routes/change-feed";
import { registerDiversityRecordRoutes } from "./routes/diversity-records";
import { registerLegalEntityAssignmentRoutes } from "./routes/legal-entity-assignments";
import { registerSiteRoutes } from "./routes/sites";
import { registerTaxRegistrationRoutes } from "./routes/tax-registrations";

export { taxTypeRule } from "./country-rules/tax/registry";

export function registerSupplierProfileRoutes(app: ApiApp) {
  registerBankCountryRuleRoutes(app);
  registerBankAccountRoutes(app);
  registerBankReviewRoutes(app);
  registerSiteRoutes(app);
  registerTaxRegistrationRoutes(app);
  registerDiversityRecordRoutes(app);
  registerLegalEntityAssignmentRoutes(app);
  registerChangeFeedRoutes(app);
}
