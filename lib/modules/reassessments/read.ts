import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { isAnyOf } from "@/lib/db/any-of";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { vendorJoin } from "@/lib/modules/vendors";
import type { Reassessment, ReassessmentListFilters } from "./schemas";
import { serializeReassessment, type VendorEntry } from "./serialize";
import { type ReassessmentRow, reassessments, reassessmentVendors } from "./tables";
import { alertKey, vendorContextOf } from "./vendor-context";

/** GET /v1/reassessments answers {items} without paging: the newest this many. */
export const REASSESSMENT_LIST_CAP = 500;

export async function findReassessmentInOrg(
  q: Queryable,
  orgId: string,
  reassessmentId: string,
  lock?: RowLock,
): Promise<ReassessmentRow> {
  return findInOrg(q, reassessments, orgId, reassessmentId, {
    notFound: () => notFound("reassessment_not_found", "Reassessment"),
    lock,
  });
}

/**
 * The vendors entries of these reassessments, each list in the order it was built, with each
 * vendor's alert on the reassessment's event and its document count.
 */
async function vendorEntriesOf(
  q: Queryable,
  orgId: string,
  rowsOfSets: readonly ReassessmentRow[],
): Promise<Map<string, VendorEntry[]>> {
  const reassessmentIds = rowsOfSets.map((row) => row.id);
  const byReassessment = new Map<string, VendorEntry[]>(reassessmentIds.map((id) => [id, []]));
  if (reassessmentIds.length === 0) {
    return byReassessment;
  }
  const rows = await q
    .select({
      reassessmentId: reassessmentVendors.reassessmentId,
      vendorId: reassessmentVendors.vendorId,
      source: reassessmentVendors.source,
      included: reassessmentVendors.included,
      assessmentId: reassessmentVendors.assessmentId,
      vendorName: vendorJoin.name,
    })
    .from(reassessmentVendors)
    .leftJoin(
      vendorJoin.table,
      and(eq(vendorJoin.id, reassessmentVendors.vendorId), inOrg(vendorJoin.table, reassessmentVendors.orgId)),
    )
    .where(inOrg(reassessmentVendors, orgId, inArray(reassessmentVendors.reassessmentId, [...reassessmentIds])))
    .orderBy(asc(reassessmentVendors.position));
  const eventOf = new Map(rowsOfSets.map((row) => [row.id, row.radarEventId]));
  const context = await vendorContextOf(
    q,
    orgId,
    rowsOfSets.flatMap((row) => (row.radarEventId ? [row.radarEventId] : [])),
    rows.map((row) => row.vendorId),
  );
  for (const { reassessmentId, ...entry } of rows) {
    byReassessment.get(reassessmentId)?.push({
      ...entry,
      alert: context.alerts.get(alertKey(eventOf.get(reassessmentId) ?? null, entry.vendorId)),
      documentCount: context.documentCounts.get(entry.vendorId) ?? 0,
    });
  }
  return byReassessment;
}

/** The API object of a row: the row and its vendors entries. */
export async function loadReassessment(q: Queryable, row: ReassessmentRow): Promise<Reassessment> {
  const entries = await vendorEntriesOf(q, row.orgId, [row]);
  return serializeReassessment(row, entries.get(row.id) ?? []);
}

/** The API object by ID (404 reassessment_not_found); after a change, read outside its transaction. */
export async function readReassessment(q: Queryable, orgId: string, reassessmentId: string): Promise<Reassessment> {
  return loadReassessment(q, await findReassessmentInOrg(q, orgId, reassessmentId));
}

export function getReassessment(ctx: ServiceContext, reassessmentId: string): Promise<Reassessment> {
  return readReassessment(ctx.tx, ctx.orgId, reassessmentId);
}

/** Which entries of a set `vendorIdsOfSet` answers: all, or only those matching every filter given. */
export interface VendorSetFilter {
  /** Only these vendors (one array parameter, however many). */
  among?: readonly string[];
  included?: true;
  /** Entries still without an assessment. */
  unassessed?: true;
  /** The first so many, in the set's order. */
  limit?: number;
}

/** The vendor IDs of a set's entries, in the set's order, narrowed by `filter`. */
export async function vendorIdsOfSet(
  q: Queryable,
  orgId: string,
  reassessmentId: string,
  filter: VendorSetFilter = {},
): Promise<string[]> {
  const query = q
    .select({ vendorId: reassessmentVendors.vendorId })
    .from(reassessmentVendors)
    .where(
      inOrg(
        reassessmentVendors,
        orgId,
        and(
          eq(reassessmentVendors.reassessmentId, reassessmentId),
          filter.among ? isAnyOf(reassessmentVendors.vendorId, filter.among) : undefined,
          filter.included ? eq(reassessmentVendors.included, true) : undefined,
          filter.unassessed ? isNull(reassessmentVendors.assessmentId) : undefined,
        ),
      ),
    )
    .orderBy(asc(reassessmentVendors.position));
  const rows = await (filter.limit === undefined ? query : query.limit(filter.limit));
  return rows.map((row) => row.vendorId);
}

/** Newest first, at most REASSESSMENT_LIST_CAP, with the count of all that match. */
export async function listReassessments(ctx: ServiceContext, filters: ReassessmentListFilters) {
  const where = inOrg(
    reassessments,
    ctx.orgId,
    filters.status !== undefined ? eq(reassessments.status, filters.status) : undefined,
    filters.radar_event_id !== undefined ? eq(reassessments.radarEventId, filters.radar_event_id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.tx
      .select()
      .from(reassessments)
      .where(where)
      .orderBy(desc(reassessments.createdAt), desc(reassessments.id))
      .limit(REASSESSMENT_LIST_CAP),
    ctx.tx.select({ total: count() }).from(reassessments).where(where),
  ]);
  const entries = await vendorEntriesOf(ctx.tx, ctx.orgId, rows);
  return {
    items: rows.map((row) => serializeReassessment(row, entries.get(row.id) ?? [])),
    total: counted?.total ?? 0,
  };
}
