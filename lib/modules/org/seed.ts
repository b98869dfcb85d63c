import type { Tx } from "@/lib/db/client";
import { seedControlDefaults } from "@/lib/modules/controls/seed";
import { seedTaxonomyDefaults } from "@/lib/modules/taxonomy/seed";
import { seedWorkflowDefaults } from "@/lib/modules/workflows/seed";
import type { OrgSeeder, OrgSeedInput } from "./seed-types";

/** Each module's defaults for a new organization, seeded at sign-up. Later modules append their seeder. */
const orgSeeders: OrgSeeder[] = [seedTaxonomyDefaults, seedControlDefaults, seedWorkflowDefaults];

export async function seedOrganizationDefaults(tx: Tx, org: OrgSeedInput): Promise<void> {
  for (const seed of orgSeeders) {
    await seed(tx, org);
  }
}
