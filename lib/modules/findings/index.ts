import type { ApiApp } from "@/lib/api/types";
import { registerCreateFinding } from "./routes/create";
import { registerGetFinding } from "./routes/get";
import { registerListFindings } from "./routes/list";
import { registerUpdateFinding } from "./routes/update";

export function registerFindingRoutes(app: ApiApp) {
  registerListFindings(app);
  registerCreateFinding(app);
  registerGetFinding(app);
  registerUpdateFinding(app);
}
