import { and, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { assessments } from "./tables";
import { shownAssessments } from "./zero-touch-runs";

export interface LatestAssessment {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
}

/**
 * The most recently created assessment of each of the organization's vendors among `vendorIds` that
 * has one, by vendor ID: archived (canceled) assessments left out, zero touch runs too while that
 * module is off.
 */
export async function latestAssessmentsOfVendors(
  q: Queryable,
  orgId: string,
  vendorIds: readonly string[],
): Promise<Map<string, LatestAssessment>> {
  const wanted = [...new Set(vendorIds)];
  if (wanted.length === 0) {
    return new Map();
  }
  const shown = await shownAssessments(q, orgId);
  const rows = await q
    .selectDistinctOn([assessments.vendorId], {
      vendorId: assessments.vendorId,
      id: assessments.id,
      name: assessments.name,
      status: assessments.status,
      createdAt: assessments.createdAt,
    })
    .from(assessments)
    .where(
      inOrg(assessments, orgId, and(inArray(assessments.vendorId, wanted), eq(assessments.isArchived, false)), shown),
    )
    .orderBy(assessments.vendorId, desc(assessments.createdAt), desc(assessments.id));
  return new Map(rows.map(({ vendorId, ...latest }) => [vendorId, latest]));
}
