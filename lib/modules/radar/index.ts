import type { ApiApp } from "@/lib/api/types";
import { registerRadarAlertRoutes } from "./routes/alerts";
import { registerRadarEventRoutes } from "./routes/events";

export { dismissAlert } from "./alerts";
export { backdateRadarEvents, type RadarDates } from "./backdate";
export {
  alertIdsOfEvent,
  alertStatesOfEvents,
  findRadarEventInOrg,
  radarHistoryOfVendor,
  type VendorAlertState,
} from "./lookup";
export {
  deliveredKeys,
  eventsOfSourceSince,
  type NewRadarEvent,
  type RadarEventOrigin,
  recordRadarEvent,
  recordRadarEvents,
  recordSeenItems,
  type SeenItem,
} from "./record";
export type { ImpactType } from "./schemas";
export { screeningOfVendor, type VendorScreening } from "./screening";
/** The sources table: the radar-feeds module keeps its feed sources in it. */
export { type RadarSourceRow, radarSources } from "./tables";

export function registerRadarRoutes(app: ApiApp) {
  registerRadarEventRoutes(app);
  registerRadarAlertRoutes(app);
}
