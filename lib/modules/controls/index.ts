import type { ApiApp } from "@/lib/api/types";
import { registerControlLists } from "./routes/lists";

export function registerControlRoutes(app: ApiApp) {
  registerControlLists(app);
}

export { type ControlReference, controlReferencesById } from "./references";
export { controlsOfSets, defaultControlSetIds, findControlSetsInOrg } from "./service";
