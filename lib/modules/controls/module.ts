import { defineModule } from "../descriptor";
import { registerControlRoutes } from ".";
import { seedControlDefaults } from "./seed";

export const controlsModule = defineModule({
  name: "controls",
  routes: registerControlRoutes,
  organizationDefaults: seedControlDefaults,
});
