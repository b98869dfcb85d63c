import { count, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import type { ReassessmentStatus } from "./schemas";
import { reassessmentFields, reassessmentTimes } from "./serialize";
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
    ...reassessmentFields(row),
    alert_count: row.alertIds.length,
    vendor_count: (counted?.vendors ?? 0) + row.vendorsPending,
    included_vendor_count: (counted?.included ?? 0) + row.vendorsPending,
    ...reassessmentTimes(row),
  };
}
