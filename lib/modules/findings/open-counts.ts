import { and, count, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { statusNamesOf } from "@/lib/modules/taxonomy";
import { findings } from "./tables";

/**
 * Finding statuses are the organization's own records: a finding is open unless archived or in a
 * status whose name says it is closed (the defaults "Resolved" and "Risk accepted", or a custom
 * "Closed", "Done", "Remediated", "Accepted"). The dashboard's open findings count by the same names.
 */
export const CLOSED_FINDING_STATUS_NAMES: readonly string[] = [
  "resolved",
  "risk accepted",
  "accepted",
  "closed",
  "done",
  "remediated",
];

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
    .select({ vendorId: findings.vendorId, statusId: findings.findingStatusId, count: count() })
    .from(findings)
    .where(inOrg(findings, orgId, and(inArray(findings.vendorId, wanted), eq(findings.isArchived, false))))
    .groupBy(findings.vendorId, findings.findingStatusId);
  const statusIds = rows.flatMap((row) => (row.statusId ? [row.statusId] : []));
  const names = await statusNamesOf(q, orgId, statusIds);
  for (const row of rows) {
    const status = row.statusId ? names.get(row.statusId) : undefined;
    if (row.vendorId && !(status && CLOSED_FINDING_STATUS_NAMES.includes(status.toLowerCase()))) {
      counts.set(row.vendorId, (counts.get(row.vendorId) ?? 0) + row.count);
    }
  }
  return counts;
}
