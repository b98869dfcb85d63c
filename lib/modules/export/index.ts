import type { ApiApp } from "@/lib/api/types";
import { registerExportReport } from "./routes/export";
import { registerListExportReports } from "./routes/list";

export function registerExportRoutes(app: ApiApp) {
  registerListExportReports(app);
  registerExportReport(app);
}
