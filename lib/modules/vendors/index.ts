import type { ApiApp } from "@/lib/api/types";
import { registerServiceLifecycle } from "./routes/archive-service";
import { registerCreateVendor } from "./routes/create";
import { registerCreateService } from "./routes/create-service";
import { registerGetVendor } from "./routes/get";
import { registerListVendors } from "./routes/list";
import { registerUpdateVendor } from "./routes/update";
import { registerUpdateService } from "./routes/update-service";

export {
  assertVendorServices,
  findServiceInOrg,
  findVendorInOrg,
  type ServiceRow,
  type VendorRow,
  vendorNameSql,
  vendorNamesInOrg,
} from "./lookup";
export { vendorNameAndWebsite } from "./name-and-website";
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
export type { CreateVendorInput, Vendor } from "./schemas";
export { createVendor } from "./services/create-vendor";
