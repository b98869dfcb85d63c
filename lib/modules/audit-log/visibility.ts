import { and, eq, inArray, not, type SQL } from "drizzle-orm";
import { accessRefusal } from "@/lib/api/access-policy";
import type { ServiceContext } from "@/lib/api/context";
import { activityLog } from "@/lib/audit/tables";
import type { ChangeLogEntityType, ModuleGate } from "../descriptor";
import { moduleSwitches } from "../org";

/** A module's change log entity type, with the module's gate. */
interface Declared extends ChangeLogEntityType {
  gate: ModuleGate | undefined;
}

let declared: Declared[] = [];

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

/** The entity types the modules declare (tests check every recorded type is one of them). */
export const declaredChangeLogEntityTypes = (): readonly string[] => [
  ...new Set(declared.filter((entry) => !entry.only).map((entry) => entry.entityType)),
];

/**
 * Which change log entries the caller may see, as a condition on `activity_log`: those of the entity
 * types whose module is switched on for the organization and whose records the caller may read
 * directly (a guest is refused bank reviews and feed sources, so their entries are left out for
 * guests). An entity type no module declares is shown to no one. Applies to every view of the
 * change log, its totals included.
 */
export async function visibleChanges(ctx: Pick<ServiceContext, "tx" | "orgId" | "actor">): Promise<SQL> {
  const switches = await moduleSwitches(ctx.tx, ctx.orgId);
  const shown = (entry: Declared) =>
    (entry.gate === undefined || switches[entry.gate] !== false) && accessRefusal(entry.readers, ctx.actor) === null;
  const types = declared.filter((entry) => !entry.only && shown(entry)).map((entry) => entry.entityType);
  const hiddenParts = declared.flatMap((entry) =>
    entry.only && !shown(entry)
      ? [not(and(eq(activityLog.targetType, entry.entityType), entry.only(ctx.orgId)) as SQL)]
      : [],
  );
  return and(inArray(activityLog.targetType, types), ...hiddenParts) as SQL;
}
