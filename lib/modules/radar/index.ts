import type { ApiApp } from "@/lib/api/types";
import { registerRadarAlertRoutes } from "./routes/alerts";
import { registerRadarEventRoutes } from "./routes/events";

export function registerRadarRoutes(app: ApiApp) {
  registerRadarEventRoutes(app);
  registerRadarAlertRoutes(app);
}
