import type { ApiApp } from "@/lib/api/types";
import { registerControlLists } from "./routes/lists";

export function registerControlRoutes(app: ApiApp) {
  registerControlLists(app);
}

export { defaultControlSets, iso27001ControlSet, soc2ControlSet } from "./catalog";
export { type ControlRow, controlJoin } from "./control-join";
export { type ControlReference, controlReferencesById } from "./references";
export {
  controlCountsOfSets,
  controlsOfSets,
  defaultControlSetIds,
  findAssessmentPlanInOrg,
  findControlSetsInOrg,
  listAssessmentPlans,
  listControlSets,
  lockControlSetDesignations,
  setZeroTouchDesignation,
  zeroTouchControlSets,
} from "./service";
