import type { ApiApp } from "@/lib/api/types";
import { registerGetOrganization } from "./routes/get";
import { registerUpdateOrganization } from "./routes/update";

export {
  type OrgSeeder,
  type OrgSeedInput,
  seedOrganizationDefaults,
} from "@/lib/extensions/organization-defaults";
export { organizationJoin } from "./joins";
export {
  anyOrganizationExists,
  createOrganization,
  getOrganization,
  lockOrganization,
  organizationName,
  requireModuleEnabled,
  serializeOrganization,
} from "./service";
export { isModuleEnabled, moduleSwitches } from "./switches";

export function registerOrgRoutes(app: ApiApp) {
  registerGetOrganization(app);
  registerUpdateOrganization(app);
}
