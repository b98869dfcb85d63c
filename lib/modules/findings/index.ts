import type { ApiApp } from "@/lib/api/types";
import { registerCreateFinding } from "./routes/create";
import { registerGetFinding } from "./routes/get";
import { registerListFindings } from "./routes/list";
import { registerUpdateFinding } from "./routes/update";

export { CLOSED_FINDING_STATUS_NAMES, openFindingCountsByVendor } from "./open-counts";

export function registerFindingRoutes(app: ApiApp) {
  registerListFindings(app);
  registerCreateFinding(app);
  registerGetFinding(app);
  registerUpdateFinding(app);
}
