import type { ApiApp } from "@/lib/api/types";
import { registerGetFactSheet } from "./routes/get";
import { registerRefreshFactSheet } from "./routes/refresh";

export function registerFactSheetRoutes(app: ApiApp) {
  registerGetFactSheet(app);
  registerRefreshFactSheet(app);
}
