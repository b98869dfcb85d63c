import { and, eq, inArray, not, type SQL } from "drizzle-orm";
import { accessRefusal } from "@/lib/api/access-policy";
import type { ServiceContext } from "@/lib/api/context";
import { activityLog } from "@/lib/audit/tables";
import { changeLogDeclarations, type DeclaredChangeLogEntityType } from "@/lib/extensions/change-log-entity-types";
import { moduleSwitches } from "../org";

/**
 * Which change log entries the caller may see, as a condition on `activity_log`: those of the entity
 * types whose module is switched on for the organization and whose records the caller may read
 * directly (a guest is refused bank reviews and feed sources, so their entries are left out for
 * guests). An entity type no module declares is shown to no one. Applies to every view of the
 * change log, its totals included.
 */
export async function visibleChanges(ctx: Pick<ServiceContext, "tx" | "orgId" | "actor">): Promise<SQL> {
  const switches = await moduleSwitches(ctx.tx, ctx.orgId);
  const declared = changeLogDeclarations();
  const shown = (entry: DeclaredChangeLogEntityType) =>
    (entry.gate === undefined || switches[entry.gate] !== false) && accessRefusal(entry.readers, ctx.actor) === null;
  const types = declared.filter((entry) => !entry.only && shown(entry)).map((entry) => entry.entityType);
  const hiddenParts = declared.flatMap((entry) =>
    entry.only && !shown(entry)
      ? [not(and(eq(activityLog.targetType, entry.entityType), entry.only(ctx.orgId)) as SQL)]
      : [],
  );
  return and(inArray(activityLog.targetType, types), ...hiddenParts) as SQL;
}
