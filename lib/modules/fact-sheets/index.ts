import type { ApiApp } from "@/lib/api/types";
import { registerGetFactSheet } from "./routes/get";
import { registerRefreshFactSheet } from "./routes/refresh";

export { factSheetSectionsOfVendor } from "./sections-of-vendor";

export function registerFactSheetRoutes(app: ApiApp) {
  registerGetFactSheet(app);
  registerRefreshFactSheet(app);
}
