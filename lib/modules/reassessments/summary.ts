import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { toUnixSeconds } from "@/lib/time";
import type { ReassessmentStatus } from "./schemas";
import { type ReassessmentRow, reassessmentVendors } from "./tables";

/**
 * What the change log and Reassessment.Updated compare: the object with its vendor set and its alerts
 * as counts, so that a change records a bounded entry however large the set (up to 5,000 vendors).
 * Entries still pending count as in the set, included: the set as it was asked for.
 */
export interface ReassessmentSummary extends Record<string, unknown> {
  id: string;
  status: ReassessmentStatus;
  title: string | null;
  assessment_plan_id: string | null;
  radar_event_id: string | null;
  alert_count: number;
  vendor_count: number;
  included_vendor_count: number;
  created_at: number;
  updated_at: number;
}

export async function summarizeReassessment(q: Queryable, row: ReassessmentRow): Promise<ReassessmentSummary> {
  const [counted] = await q
    .select({
      vendors: count(),
      included: sql<number>`count(*) filter (where ${reassessmentVendors.included})`.mapWith(Number),
    })
    .from(reassessmentVendors)
    .where(inOrg(reassessmentVendors, row.orgId, eq(reassessmentVendors.reassessmentId, row.id)));
  return {
    id: row.id,
    status: row.status as ReassessmentStatus,
    title: row.title,
    assessment_plan_id: row.assessmentPlanId,
    radar_event_id: row.radarEventId,
    alert_count: row.alertIds.length,
    vendor_count: (counted?.vendors ?? 0) + row.vendorsPending,
    included_vendor_count: (counted?.included ?? 0) + row.vendorsPending,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** The set's vendor IDs, in its order; `included` keeps only the included ones; `limit` the first so many. */
export async function vendorIdsOfSet(
  q: Queryable,
  row: ReassessmentRow,
  options: { included?: boolean; limit?: number } = {},
): Promise<string[]> {
  const query = q
    .select({ vendorId: reassessmentVendors.vendorId })
    .from(reassessmentVendors)
    .where(
      inOrg(
        reassessmentVendors,
        row.orgId,
        and(
          eq(reassessmentVendors.reassessmentId, row.id),
          options.included ? eq(reassessmentVendors.included, true) : undefined,
        ),
      ),
    )
    .orderBy(asc(reassessmentVendors.position));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map((entry) => entry.vendorId);
}
