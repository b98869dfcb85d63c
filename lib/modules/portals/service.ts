import { count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { type ChangeContext, recordChange, systemActor } from "@/lib/audit/changes";
import { config } from "@/lib/config/env";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { idPrefixes, newId } from "@/lib/ids";
import { toUnixSeconds } from "@/lib/time";
import { copyRequestQuestions, type RequestQuestions } from "./questions";
import type { PortalListFilters } from "./schemas";
import { type PortalState, type PortalType, portals } from "./tables";

export type PortalRow = typeof portals.$inferSelect;

/** The link the vendor follows; it names the request but grants nothing (the recipient signs in). */
export const portalUrl = (id: string) => `${config().publicBaseUrl}/portal/${id}`;

/** A portal's state: submitted and closed are stored; open turns overdue past due_at unless paused. */
export function portalState(row: Pick<PortalRow, "status" | "dueAt" | "paused">, now = new Date()): PortalState {
  if (row.status === "submitted" || row.status === "closed") {
    return row.status;
  }
  return !row.paused && row.dueAt !== null && row.dueAt < now ? "overdue" : "open";
}

/**
 * The same derivation in SQL, at the same instant as the serialisation (not the database's now()),
 * so the state filter and total agree with the state returned.
 */
function stateCondition(state: PortalState, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (state) {
    case "submitted":
      return sql`${portals.status} = 'submitted'`;
    case "closed":
      return sql`${portals.status} = 'closed'`;
    case "overdue":
      return sql`${portals.status} not in ('submitted', 'closed') and not ${portals.paused} and ${portals.dueAt} < ${at}`;
    case "open":
      return sql`${portals.status} not in ('submitted', 'closed') and (${portals.paused} or ${portals.dueAt} is null or ${portals.dueAt} >= ${at})`;
  }
}

/** The assessment's ID as portal records show it: its 32 hex under the cbassm_ prefix. */
export function portalAssessmentId(assessmentId: string | null): string | null {
  const stored = `${idPrefixes.assessment}_`;
  return assessmentId?.startsWith(stored)
    ? `${idPrefixes.assessmentOnPortal}_${assessmentId.slice(stored.length)}`
    : assessmentId;
}

export function serializePortal(row: PortalRow, now = new Date()) {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    state: portalState(row, now),
    status: row.status,
    url: portalUrl(row.id),
    display_name: row.displayName,
    vendor_id: row.vendorId,
    assessment_id: portalAssessmentId(row.assessmentId),
    due_at: toUnixSeconds(row.dueAt),
    paused: row.paused,
    submitted_at: toUnixSeconds(row.submittedAt),
    created_at: toUnixSeconds(row.createdAt),
  };
}

export async function listPortals(ctx: ServiceContext, filters: PortalListFilters) {
  const now = new Date();
  const where = inOrg(
    portals,
    ctx.orgId,
    filters.vendor_id !== undefined ? eq(portals.vendorId, filters.vendor_id) : undefined,
    filters.type !== undefined ? eq(portals.type, filters.type) : undefined,
    filters.state !== undefined ? stateCondition(filters.state, now) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    ctx.tx
      .select()
      .from(portals)
      .where(where)
      .orderBy(desc(portals.createdAt), desc(portals.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.tx.select({ total: count() }).from(portals).where(where),
  ]);
  return {
    items: rows.map((row) => serializePortal(row, now)),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

export async function getPortal(ctx: ServiceContext, portalId: string) {
  const row = await findInOrg(ctx.tx, portals, ctx.orgId, portalId, {
    notFound: () => notFound("portal_not_found", "Portal"),
  });
  return serializePortal(row);
}

export interface NewPortalRequest {
  orgId: string;
  vendorId: string;
  type: PortalType;
  displayName: string;
  recipientEmail: string;
  dueAt: Date | null;
  /** The assessment the request serves, if any: archiving the assessment closes it. */
  assessmentId?: string | null;
  /** What it asks; the organization's intake questionnaires of its type unless told. */
  asks?: RequestQuestions;
}

/** Who the change log names for a portal's change: a workflow's step (the system) unless told. */
export type PortalChangeActor = Pick<ChangeContext, "actor" | "requestId">;
const bySystem: PortalChangeActor = { actor: systemActor };

export async function recordPortalChange(
  q: Queryable,
  by: PortalChangeActor,
  action: string,
  before: PortalRow | null,
  after: PortalRow,
) {
  await recordChange(
    { orgId: after.orgId, tx: q, actor: by.actor, requestId: by.requestId },
    {
      entityType: "portal",
      entityId: after.id,
      entityName: after.displayName,
      action,
      before: before ? serializePortal(before) : null,
      after: serializePortal(after),
    },
  );
}

/** Opens a request to a vendor in the caller's transaction. */
export async function openPortalRequest(
  q: Queryable,
  request: NewPortalRequest,
  by: PortalChangeActor = bySystem,
): Promise<PortalRow> {
  const [row] = await q
    .insert(portals)
    .values({
      id: newId("portal"),
      orgId: request.orgId,
      vendorId: request.vendorId,
      type: request.type,
      displayName: request.displayName,
      recipientEmail: request.recipientEmail,
      dueAt: request.dueAt,
      assessmentId: request.assessmentId ?? null,
    })
    .returning();
  if (!row) {
    throw new Error("portal insert returned no row");
  }
  await copyRequestQuestions(q, row, request.asks ?? { kind: "questionnaires" });
  await recordPortalChange(q, by, "created", null, row);
  return row;
}

/** Closes the assessment's open requests (its archive); `by` is who archived it. */
export async function closePortalsOfAssessment(
  q: Queryable,
  orgId: string,
  assessmentId: string,
  by: PortalChangeActor = bySystem,
): Promise<void> {
  const open = inOrg(portals, orgId, eq(portals.assessmentId, assessmentId), ne(portals.status, "closed"));
  const before = await q.select().from(portals).where(open).for("update");
  if (before.length === 0) {
    return;
  }
  const closed = await q.update(portals).set({ status: "closed", updatedAt: new Date() }).where(open).returning();
  const previous = new Map(before.map((row) => [row.id, row]));
  for (const row of closed) {
    await recordPortalChange(q, by, "closed", previous.get(row.id) ?? null, row);
  }
}
