import type { SQL } from "drizzle-orm";
import type { AccessPolicy } from "@/lib/api/access-policy";
import type { ModuleGate } from "./module-switches";

/**
 * A kind of record the module writes to the change log (`recordChange`'s entityType), and who may
 * read such records directly. The change log and every view of it (the supplier profile's change
 * feed, the History panels) show an entry only to a caller this policy admits, and only while the
 * module's gate is on.
 */
export interface ChangeLogEntityType {
  entityType: string;
  /** The policy of the route that reads these records (a caller refused there is refused here). */
  readers: AccessPolicy;
  /**
   * For records the module owns among another module's entity type (a zero touch run is an
   * assessment): which entries of the organization are these, as a condition on `activity_log`.
   * Such entries must pass both declarations.
   */
  only?: (orgId: string) => SQL;
}

/** A module's change log entity type, with the module's gate. */
export interface DeclaredChangeLogEntityType extends ChangeLogEntityType {
  gate: ModuleGate | undefined;
}

/** Filled from the module list at startup (registerModules); read by the audit log's visibleChanges. */
let declared: DeclaredChangeLogEntityType[] = [];

export function clearChangeLogEntityTypes(): void {
  declared = [];
}

/** Called by registerModules for each module of the list. */
export function registerChangeLogEntityTypes(
  entityTypes: readonly ChangeLogEntityType[],
  gate: ModuleGate | undefined,
): void {
  declared.push(...entityTypes.map((entityType) => ({ ...entityType, gate })));
}

/** Every declaration, in list order. */
export const changeLogDeclarations = (): readonly DeclaredChangeLogEntityType[] => declared;

/** The entity types the modules declare (tests check every recorded type is one of them). */
export const declaredChangeLogEntityTypes = (): readonly string[] => [
  ...new Set(declared.filter((entry) => !entry.only).map((entry) => entry.entityType)),
];
