import type { ApiApp } from "@/lib/api/types";
import { registerCreateObligation } from "./routes/create";
import { registerGetObligation } from "./routes/get";
import { registerListObligations } from "./routes/list";
import { registerUpdateObligation } from "./routes/update";

export { backdateObligations } from "./backdate";
export { obligationJoin } from "./joins";
export { createObligation } from "./service";

export function registerObligationRoutes(app: ApiApp) {
  registerListObligations(app);
  registerCreateObligation(app);
  registerGetObligation(app);
  registerUpdateObligation(app);
}
