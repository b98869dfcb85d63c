import type { ApiApp } from "@/lib/api/types";
import { registerRadarAlertRoutes } from "./routes/alerts";
import { registerRadarEventRoutes } from "./routes/events";

export {
  deliveredKeys,
  type NewRadarEvent,
  type RadarEventOrigin,
  recordRadarEvent,
  recordRadarEvents,
  recordSeenItems,
  type SeenItem,
} from "./record";
export type { ImpactType } from "./schemas";

export function registerRadarRoutes(app: ApiApp) {
  registerRadarEventRoutes(app);
  registerRadarAlertRoutes(app);
}
