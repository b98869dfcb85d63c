import type { Queryable } from "@/lib/db/client";

/** An organization's module switches (`organizations.modules`; PATCH /v1/organizations/{id} `modules`). */
export interface OrgModules {
  bill_of_materials: boolean;
  contract_records: boolean;
  supplier_profile: boolean;
  zero_touch: boolean;
}

/** An organization's module switch (a module's `gate`). */
export type ModuleGate = keyof OrgModules;

/**
 * How the job queue and the schedules learn whether an organization has a switch on. The org module
 * keeps the switches and provides these through its descriptor (`moduleSwitches`); registerModules
 * sets them here, so the module list's wiring reads the switches without importing org.
 */
export interface ModuleSwitchReader {
  /** Whether the organization has the module switched on (a switch never set is on). */
  isModuleEnabled(q: Queryable, orgId: string, gate: ModuleGate): Promise<boolean>;
  /** The organizations that have the module switched on. */
  organizationsWithModuleOn(q: Queryable, gate: ModuleGate): Promise<string[]>;
}

/** Set from the module list at startup (registerModules). */
let reader: ModuleSwitchReader | undefined;

export function setModuleSwitchReader(next: ModuleSwitchReader | undefined): void {
  reader = next;
}

/** The reader the module list provides; a gated job or schedule without one is a wiring error. */
export function moduleSwitchReader(): ModuleSwitchReader {
  if (!reader) {
    throw new Error("No module of the list provides the module switches (moduleSwitches).");
  }
  return reader;
}
