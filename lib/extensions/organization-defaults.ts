import type { Tx } from "@/lib/db/client";

export interface OrgSeedInput {
  id: string;
  name: string;
  country: string;
  adminUserId: string;
}

/** A module's contribution to a new organization's defaults, run in the signup transaction. */
export type OrgSeeder = (tx: Tx, org: OrgSeedInput) => Promise<void>;

/**
 * Each module's defaults for a new organization (its descriptor's organizationDefaults), in list
 * order. Set from the module list at startup (registerModules); signup runs them through the org
 * module's index.
 */
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
