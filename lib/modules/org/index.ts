import type { ApiApp } from "@/lib/api/types";
import { registerGetOrganization } from "./routes/get";
import { registerUpdateOrganization } from "./routes/update";

export { organizationJoin } from "./joins";
export { seedOrganizationDefaults } from "./seed";
export type { OrgSeeder, OrgSeedInput } from "./seed-types";
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
