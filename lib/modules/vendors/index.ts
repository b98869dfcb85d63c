import type { ApiApp } from "@/lib/api/types";
import { registerServiceLifecycle } from "./routes/archive-service";
import { registerCreateVendor } from "./routes/create";
import { registerCreateService } from "./routes/create-service";
import { registerGetVendor } from "./routes/get";
import { registerListVendors } from "./routes/list";
import { registerUpdateVendor } from "./routes/update";
import { registerUpdateService } from "./routes/update-service";

export {
  findVendorStatusByName,
  inherentRiskLevelName,
  setVendorStatus,
  setVendorTier,
  type VendorTier,
  vendorPrimaryContact,
} from "./automation";
export { serviceJoin, vendorJoin } from "./joins";
export {
  assertVendorServices,
  findServiceInOrg,
  findVendorInOrg,
  lockVendorsInOrg,
  type ServiceRow,
  type VendorRow,
  vendorIdsInOrg,
  vendorNameSql,
  vendorNamesInOrg,
  vendorServiceNames,
  vendorServiceSummaries,
} from "./lookup";
export { vendorNameAndWebsite, vendorNamesAndWebsitesInOrg } from "./name-and-website";
export { vendorCountsByInherentRiskLevel, vendorCountsByTier } from "./portfolio-counts";
export { requireVendorInOrg } from "./require-vendor";
export { type VendorRiskProfile, vendorRiskProfilesInOrg } from "./risk-profiles";

export function registerVendorRoutes(app: ApiApp) {
  registerListVendors(app);
  registerCreateVendor(app);
  registerGetVendor(app);
  registerUpdateVendor(app);
  registerCreateService(app);
  registerUpdateService(app);
  registerServiceLifecycle(app);
}
export { type CreateVendorInput, UpdateVendorBody, type Vendor } from "./schemas";
export { createService } from "./services/create-service";
export { createVendor } from "./services/create-vendor";
export { updateVendor, writeVendorChanges } from "./services/update-vendor";
