import { and, count, desc, eq, gte, max } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { radarEvents, radarEventVendors, radarSources } from "./tables";

/** Whether screening covered a vendor: some source (a feed, a manual report) named it in the window. */
export interface VendorScreening {
  screened: boolean;
  /** Events naming the vendor in the window, archived ones included (they were searched and found). */
  eventCount: number;
  latestEventId: string | null;
  /** The sources that named it, by name. */
  sourceNames: string[];
}

/**
 * Screening covered the vendor when a source named it: an event recorded on it in the window, from a
 * feed that matched its name or a report. An organization's feeds that never named the vendor do not
 * count (they say nothing about it), and no external screening provider exists to consult.
 */
export async function screeningOfVendor(
  q: Queryable,
  orgId: string,
  vendorId: string,
  since: Date,
): Promise<VendorScreening> {
  const rows = await q
    .select({
      sourceName: radarSources.name,
      events: count(radarEvents.id),
      latestAt: max(radarEvents.createdAt),
      latestId: max(radarEvents.id),
    })
    .from(radarEventVendors)
    .innerJoin(radarEvents, eq(radarEvents.id, radarEventVendors.eventId))
    .innerJoin(radarSources, eq(radarSources.id, radarEvents.sourceId))
    .where(
      and(inOrg(radarEventVendors, orgId, eq(radarEventVendors.vendorId, vendorId)), gte(radarEvents.createdAt, since)),
    )
    .groupBy(radarSources.name)
    .orderBy(desc(max(radarEvents.createdAt)));
  const eventCount = rows.reduce((sum, row) => sum + Number(row.events), 0);
  return {
    screened: eventCount > 0,
    eventCount,
    latestEventId: rows[0]?.latestId ?? null,
    sourceNames: rows.map((row) => row.sourceName),
  };
}
