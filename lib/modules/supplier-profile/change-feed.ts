import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { activityLog } from "@/lib/audit/tables";
import { listPage, type PageWindow } from "@/lib/db/list-page";
import { inOrg } from "@/lib/db/tenant";
import { visibleChanges } from "@/lib/modules/audit-log";
import { toUnixSeconds } from "@/lib/time";
import type { ChangeFeedEntry } from "./schemas/change-feed";

type ChangeRow = typeof activityLog.$inferSelect;

const actorTypes: Record<string, ChangeFeedEntry["actor_type"]> = { api_key: "api", user: "user", system: "system" };

export function serializeFeedEntry(row: ChangeRow): ChangeFeedEntry {
  const actorType = actorTypes[row.actorType] ?? "system";
  return {
    id: row.id,
    entity_type: row.targetType as ChangeFeedEntry["entity_type"],
    entity_id: row.targetId,
    action: row.action as ChangeFeedEntry["action"],
    actor_type: actorType,
    label: actorType === "api" ? "API" : actorType === "system" ? "System" : (row.actorName ?? "A user"),
    snapshot: row.snapshot,
    changes: row.changes,
    actor_name: row.actorName,
    reason: row.reason,
    created_at: toUnixSeconds(row.occurredAt),
  };
}

/** The feed's rows (the benchmark's bare server builds its SQL from these too). */
export const changeFeedWhere = (orgId: string, vendorId: string) =>
  inOrg(activityLog, orgId, eq(activityLog.vendorId, vendorId));
export const changeFeedOrder = [desc(activityLog.occurredAt), desc(activityLog.id)];

/** GET /v1/vendors/{vendor_id}/change_feed: every change to the vendor's supplier profile the caller may see, newest first. */
export async function listChangeFeed(
  ctx: ServiceContext,
  { vendorId, query: page }: { vendorId: string; query: PageWindow },
) {
  // The change log's own rule: only the entries the caller may see.
  const where = and(changeFeedWhere(ctx.orgId, vendorId), await visibleChanges(ctx));
  return listPage(ctx.tx, activityLog, where, changeFeedOrder, page, serializeFeedEntry);
}
