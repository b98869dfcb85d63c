import { defineModule } from "../descriptor";
import { registerTaxonomyRoutes } from ".";
import { seedTaxonomyDefaults } from "./seed";

export const taxonomyModule = defineModule({
  name: "taxonomy",
  routes: registerTaxonomyRoutes,
  organizationDefaults: seedTaxonomyDefaults,
});
