import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { config } from "@/lib/config/env";
import type { Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { toUnixSeconds } from "@/lib/time";
import type { PortalListFilters } from "./schemas";
import { type PortalState, type PortalType, portals } from "./tables";

type PortalRow = typeof portals.$inferSelect;

/** The link the vendor follows; it names the request but grants nothing (the recipient signs in). */
export const portalUrl = (id: string) => `${config().publicBaseUrl}/portal/${id}`;

/** 02 Portal states: submitted and closed are stored; open turns overdue past due_at unless paused. */
export function portalState(row: Pick<PortalRow, "status" | "dueAt" | "paused">, now = new Date()): PortalState {
  if (row.status === "submitted" || row.status === "closed") {
    return row.status;
  }
  return !row.paused && row.dueAt !== null && row.dueAt < now ? "overdue" : "open";
}

/** The same derivation in SQL, so the state filter and total agree with what is returned. */
const stateCondition: Record<PortalState, SQL> = {
  submitted: sql`${portals.status} = 'submitted'`,
  closed: sql`${portals.status} = 'closed'`,
  overdue: sql`${portals.status} not in ('submitted', 'closed') and not ${portals.paused} and ${portals.dueAt} < now()`,
  open: sql`${portals.status} not in ('submitted', 'closed') and (${portals.paused} or ${portals.dueAt} is null or ${portals.dueAt} >= now())`,
};

export function serializePortal(row: PortalRow) {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    state: portalState(row),
    status: row.status,
    url: portalUrl(row.id),
    display_name: row.displayName,
    vendor_id: row.vendorId,
    assessment_id: row.assessmentId,
    due_at: toUnixSeconds(row.dueAt),
    paused: row.paused,
    submitted_at: toUnixSeconds(row.submittedAt),
    created_at: toUnixSeconds(row.createdAt),
  };
}

export async function listPortals(ctx: ServiceContext, filters: PortalListFilters) {
  const where = and(
    eq(portals.orgId, ctx.orgId),
    filters.vendor_id !== undefined ? eq(portals.vendorId, filters.vendor_id) : undefined,
    filters.type !== undefined ? eq(portals.type, filters.type) : undefined,
    filters.state !== undefined ? stateCondition[filters.state] : undefined,
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
    items: rows.map(serializePortal),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

export async function getPortal(ctx: ServiceContext, portalId: string) {
  const [row] = await ctx.tx
    .select()
    .from(portals)
    .where(and(eq(portals.orgId, ctx.orgId), eq(portals.id, portalId)));
  if (!row) {
    throw notFound("portal_not_found", "Portal");
  }
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
}

/** Opens a request to a vendor in the caller's transaction. */
export async function openPortalRequest(q: Queryable, request: NewPortalRequest): Promise<PortalRow> {
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
  return row;
}

/** Closes the assessment's open requests (its archive). */
export async function closePortalsOfAssessment(q: Queryable, orgId: string, assessmentId: string): Promise<void> {
  await q
    .update(portals)
    .set({ status: "closed", updatedAt: new Date() })
    .where(and(eq(portals.orgId, orgId), eq(portals.assessmentId, assessmentId), ne(portals.status, "closed")));
}
