import type { Tx } from "@/lib/db/client";

export interface OrgSeedInput {
  id: string;
  name: string;
  country: string;
  adminUserId: string;
}

/** A module's contribution to a new organization's defaults, run in the signup transaction. */
export type OrgSeeder = (tx: Tx, org: OrgSeedInput) => Promise<void>;
