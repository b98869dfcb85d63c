import type { Tx } from "@/lib/db/client";
import type { OrgSeeder, OrgSeedInput } from "./seed-types";

/** Each module's defaults for a new organization (its descriptor's organizationDefaults), in list order. */
let orgSeeders: readonly OrgSeeder[] = [];

export function setOrganizationSeeders(seeders: readonly OrgSeeder[]): void {
  orgSeeders = seeders;
}

/** Seeded at sign-up, in the signup transaction. */
export async function seedOrganizationDefaults(tx: Tx, org: OrgSeedInput): Promise<void> {
  for (const seed of orgSeeders) {
    await seed(tx, org);
  }
}
