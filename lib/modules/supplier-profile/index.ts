import type { ApiApp } from "@/lib/api/types";
import { registerBankAccountRoutes } from "./routes/bank-accounts";
import { registerBankCountryRuleRoutes } from "./routes/bank-country-rules";
import { registerBankReviewRoutes } from "./routes/bank-reviews";
import { registerChangeFeedRoutes } from "./routes/change-feed";
import { registerDiversityRecordRoutes } from "./routes/diversity-records";
import { registerLegalEntityAssignmentRoutes } from "./routes/legal-entity-assignments";
import { registerSiteRoutes } from "./routes/sites";
import { registerTaxRegistrationRoutes } from "./routes/tax-registrations";

export { insertBankAccount } from "./bank-accounts/apply";
export { checkBankDetails } from "./bank-accounts/checks";
export { createBankAccount, listBankAccounts, updateBankAccountDetails } from "./bank-writes";
export { taxTypeRule } from "./country-rules/tax/registry";
export { createDiversityRecord } from "./registrations/diversity";
export { replaceLegalEntityAssignments } from "./registrations/legal-entities";
export { putTaxRegistration } from "./registrations/tax";
export { CreateBankAccountBody } from "./schemas/bank-accounts";
export { CreateDiversityRecordBody, PutTaxRegistrationBody } from "./schemas/registrations";
export { CreateSiteBody } from "./schemas/sites";
export { createSite } from "./sites/service";
export { registrationSummaryOfVendor } from "./vendor-summary";

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
