import { asc, count, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { ChangeContext } from "@/lib/audit/changes";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { userNamesOfOrg } from "@/lib/modules/users";
import { toUnixSeconds } from "@/lib/time";
import { findRunInOrg } from "./run-rows";
import { zeroTouchAudit } from "./tables";

export const auditActions = [
  "approved",
  "escalated",
  "corrected",
  "rescored",
  "revised",
  "restored",
  "rerun_requested",
  "note",
  "archived",
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntryInput {
  action: AuditAction;
  instruction?: string | null;
  note?: string | null;
  changes?: { field: string; before: unknown; after: unknown }[];
  compositeBefore?: number | null;
  compositeAfter?: number | null;
}

/**
 * Appends one entry to a run's trail. Callers hold the run's row lock, so positions never collide;
 * there is no update or delete path, and the database refuses both (migration 0019's trigger).
 */
export async function appendAudit(ctx: ChangeContext, assessmentId: string, entry: AuditEntryInput): Promise<void> {
  await appendAudits(ctx, [{ assessmentId, entry }]);
}

/** One entry on each of several runs' trails, with one insert (the runs must differ). */
export async function appendAudits(
  ctx: ChangeContext,
  entries: readonly { assessmentId: string; entry: AuditEntryInput }[],
): Promise<void> {
  if (entries.length === 0) {
    return;
  }
  const { actor } = ctx;
  const actorId = actor.type === "user" ? actor.userId : actor.type === "api_key" ? actor.keyId : null;
  await ctx.tx.insert(zeroTouchAudit).values(
    entries.map(({ assessmentId, entry }) => ({
      id: newId("zeroTouchAudit"),
      orgId: ctx.orgId,
      assessmentId,
      position: sql`(select coalesce(max(${zeroTouchAudit.position}), 0) + 1 from ${zeroTouchAudit} where ${zeroTouchAudit.assessmentId} = ${assessmentId})`,
      action: entry.action,
      instruction: entry.instruction ?? null,
      note: entry.note ?? null,
      changes: entry.changes ?? [],
      compositeBefore: entry.compositeBefore ?? null,
      compositeAfter: entry.compositeAfter ?? null,
      actorType: actor.type,
      actorId,
    })),
  );
}

/** The trail oldest first, as `{data, total, limit, offset}`; 404 for a run not in the organization. */
export async function listAudit(
  ctx: ServiceContext,
  { assessmentId, query: page }: { assessmentId: string; query: { limit: number; offset: number } },
) {
  await findRunInOrg(ctx.tx, ctx.orgId, assessmentId);
  const where = inOrg(zeroTouchAudit, ctx.orgId, eq(zeroTouchAudit.assessmentId, assessmentId));
  const [rows, [total]] = await Promise.all([
    ctx.tx
      .select()
      .from(zeroTouchAudit)
      .where(where)
      .orderBy(asc(zeroTouchAudit.position))
      .limit(page.limit)
      .offset(page.offset),
    ctx.tx.select({ total: count() }).from(zeroTouchAudit).where(where),
  ]);
  const names = await userNamesOfOrg(
    ctx.tx,
    ctx.orgId,
    rows.flatMap((row) => (row.actorType === "user" && row.actorId ? [row.actorId] : [])),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      action: row.action as AuditAction,
      instruction: row.instruction,
      note: row.note,
      changes: row.changes.map((change) => ({
        field: change.field,
        before: change.before ?? null,
        after: change.after ?? null,
      })),
      composite_before: row.compositeBefore,
      composite_after: row.compositeAfter,
      actor: {
        type: row.actorType,
        id: row.actorId,
        name:
          row.actorType === "user"
            ? (names.get(row.actorId ?? "")?.name ?? "Former user")
            : row.actorType === "system"
              ? "System"
              : "API key",
      },
      created_at: toUnixSeconds(row.createdAt) ?? 0,
    })),
    total: total?.total ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}
