import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerTaxonomyRoutes } from ".";
import { seedTaxonomyDefaults } from "./seed";

export const taxonomyModule = defineModule({
  name: "taxonomy",
  routes: registerTaxonomyRoutes,
  changeLog: [
    { entityType: "tag", readers: anyCredential },
    { entityType: "legal_entity", readers: anyCredential },
  ],
  organizationDefaults: seedTaxonomyDefaults,
});
