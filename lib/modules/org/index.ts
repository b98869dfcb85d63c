import type { ApiApp } from "@/lib/api/types";
import { registerGetOrganization } from "./routes/get";
import { registerUpdateOrganization } from "./routes/update";

export { organizationName, requireModuleEnabled } from "./service";
export { isModuleEnabled, moduleSwitches } from "./switches";

export function registerOrgRoutes(app: ApiApp) {
  registerGetOrganization(app);
  registerUpdateOrganization(app);
}
