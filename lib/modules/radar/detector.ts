import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvents } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import type { AlertSeverity, ImpactType } from "./schemas";
import { type RadarDetectorRow, type RadarEventRow, radarSuppressions } from "./tables";

/** 03 §4: the default detector's severity by the event's primary impact type. */
export const severityByImpactType: Record<ImpactType, AlertSeverity> = {
  Infosec: "high",
  Legal: "high",
  Financial: "high",
  Operational: "medium",
  Compliance: "medium",
  Contractual: "medium",
  Reputational: "low",
  ESG: "low",
  Corporate: "low",
  "Geopolitical & External": "low",
  Inapplicable: "informational",
  Other: "informational",
};

/**
 * How sure the detector is that the vendor is affected: high when a person linked the vendor
 * (manual entry), medium when a feed item named it (a name or domain match can be wrong).
 */
export type AlertConfidence = "high" | "medium";

/** What the detector raised, for callers that report on it. */
export interface RaisedAlert {
  id: string;
  vendorId: string;
  shouldAlert: boolean;
}

/**
 * The "Impacted vendor" detector on a new event: one result per linked vendor. A vendor with a
 * suppression (an earlier dismissal with suppress_similar) for this impact type still gets its
 * result, recorded with should_alert false. Emits RadarDetectorResult.Created for each.
 */
export async function raiseImpactedVendorAlerts(
  tx: Queryable,
  detector: RadarDetectorRow,
  event: RadarEventRow,
  vendorIds: readonly string[],
  confidence: AlertConfidence,
): Promise<RaisedAlert[]> {
  if (vendorIds.length === 0) {
    return [];
  }
  const impactType = event.primaryImpactType as ImpactType;
  const suppressed = new Set(
    (
      await tx
        .select({ vendorId: radarSuppressions.vendorId })
        .from(radarSuppressions)
        .where(
          inOrg(
            radarSuppressions,
            event.orgId,
            and(
              eq(radarSuppressions.detectorId, detector.id),
              eq(radarSuppressions.impactType, impactType),
              inArray(radarSuppressions.vendorId, [...vendorIds]),
            ),
          ),
        )
    ).map((row) => row.vendorId),
  );
  const ids = vendorIds.map(() => newId("radarAlert"));
  const severity = severityByImpactType[impactType];
  // Three arrays unnested into rows instead of a VALUES list of 16 parameters per alert: a
  // thousand-vendor event is one short statement. created_at is the transaction's now(), the event's.
  const raised = vendorIds.map((vendorId, index) => ({
    id: ids[index] as string,
    vendorId,
    shouldAlert: !suppressed.has(vendorId),
  }));
  await tx.execute(sql`
      insert into radar_alerts (id, org_id, vendor_id, detector_id, source_id, data_id, event_id, impact_type,
        summary, severity, confidence, should_alert)
      select a.id, ${event.orgId}, a.vendor_id, ${detector.id}, ${event.sourceId}, ${event.dataId}, ${event.id},
        ${impactType}, ${event.summary}, ${severity}, ${confidence}, a.should_alert
      from unnest(${sql.param(ids)}::text[], ${sql.param([...vendorIds])}::text[],
        ${sql.param(raised.map((alert) => alert.shouldAlert))}::boolean[]) as a(id, vendor_id, should_alert)`);
  await recordDomainEvents(
    tx,
    event.orgId,
    "RadarDetectorResult.Created",
    ids.map((id) => ({ radar_detector_result_id: id })),
  );
  return raised;
}
