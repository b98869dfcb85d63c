import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { activityLog } from "@/lib/audit/tables";
import { listPage } from "@/lib/db/list-page";
import { inOrg } from "@/lib/db/tenant";
import { toUnixSeconds } from "@/lib/time";
import type { ChangeLogEntry, ChangeLogFilters } from "./change-log-schemas";
import { visibleChanges } from "./visibility";

type ChangeRow = typeof activityLog.$inferSelect;

function serializeChange(row: ChangeRow): ChangeLogEntry {
  return {
    id: row.id,
    entity_type: row.targetType,
    entity_id: row.targetId,
    entity_name: row.targetName,
    action: row.action,
    actor: { type: row.actorType as ChangeLogEntry["actor"]["type"], id: row.actorId, name: row.actorName },
    changes: row.changes,
    reason: row.reason,
    request_id: row.requestId,
    created_at: toUnixSeconds(row.occurredAt),
  };
}

/**
 * GET /v1/change_log: the organization's recorded changes the caller may see (visibleChanges), newest
 * first, filtered by record, actor or action.
 */
export async function listChangeLog(ctx: ServiceContext, filters: ChangeLogFilters) {
  const where = inOrg(
    activityLog,
    ctx.orgId,
    await visibleChanges(ctx),
    filters.entity_type ? eq(activityLog.targetType, filters.entity_type) : undefined,
    filters.entity_id ? eq(activityLog.targetId, filters.entity_id) : undefined,
    filters.actor_id ? eq(activityLog.actorId, filters.actor_id) : undefined,
    filters.action ? eq(activityLog.action, filters.action) : undefined,
  );
  return listPage(
    ctx.tx,
    activityLog,
    where,
    [desc(activityLog.occurredAt), desc(activityLog.id)],
    { limit: filters.limit, offset: filters.offset },
    serializeChange,
  );
}
