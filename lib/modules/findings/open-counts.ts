import { and, count, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import { CLOSED_FINDING_STATUS_NAMES } from "@/lib/contract/findings";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { statusNameIsOneOf } from "@/lib/modules/taxonomy";
import { findings } from "./tables";

export { CLOSED_FINDING_STATUS_NAMES };

/**
 * The one definition of an open finding, as a condition on `findings` (lib/contract/findings.ts says
 * it in words): not archived, and without a status or in one whose name does not close it. The list's
 * `open` filter, the dashboard's counts and each vendor's open findings all use it.
 */
export function openFindingCondition(): SQL {
  const closingStatus = statusNameIsOneOf(findings.findingStatusId, findings.orgId, CLOSED_FINDING_STATUS_NAMES);
  return and(eq(findings.isArchived, false), not(closingStatus)) as SQL;
}

/** The opposite: archived, or in a closing status. */
export function closedFindingCondition(): SQL {
  return not(openFindingCondition());
}

/** The open findings of each of the organization's vendors among `vendorIds`, by vendor ID (0 when none). */
export async function openFindingCountsByVendor(
  q: Queryable,
  orgId: string,
  vendorIds: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(vendorIds)];
  const counts = new Map(wanted.map((id) => [id, 0]));
  if (wanted.length === 0) {
    return counts;
  }
  const rows = await q
    .select({ vendorId: findings.vendorId, count: count() })
    .from(findings)
    .where(inOrg(findings, orgId, inArray(findings.vendorId, wanted), openFindingCondition()))
    .groupBy(findings.vendorId);
  for (const row of rows) {
    if (row.vendorId) {
      counts.set(row.vendorId, row.count);
    }
  }
  return counts;
}

/**
 * The organization's open findings counted by age: `bucket` is the index of the first of
 * `maxDaysOfBuckets` (ascending, whole days since the finding was created) the age does not exceed,
 * or `maxDaysOfBuckets.length` for older ones. The dashboard's age chart.
 */
export function openFindingCountsByAge(q: Queryable, orgId: string, maxDaysOfBuckets: readonly number[]) {
  const ageDays = sql<number>`floor(extract(epoch from (now() - ${findings.createdAt})) / 86400)`;
  // Constants inlined: GROUP BY must repeat the select expression exactly, bound parameters would differ.
  const whens = maxDaysOfBuckets.map(
    (maxDays, index) => sql`when ${ageDays} <= ${sql.raw(String(maxDays))} then ${sql.raw(String(index))}`,
  );
  const bucket = sql<number>`case ${sql.join(whens, sql` `)} else ${sql.raw(String(maxDaysOfBuckets.length))} end`;
  return (
    q
      .select({ bucket, count: count() })
      .from(findings)
      // Open as the findings list's open=true filter says it: one definition (lib/contract/findings.ts).
      .where(inOrg(findings, orgId, openFindingCondition()))
      .groupBy(bucket)
  );
}
