import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvents } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import type { AlertSeverity, ImpactType } from "./schemas";
import {
  type RadarAlertRow,
  type RadarDetectorRow,
  type RadarEventRow,
  radarAlerts,
  radarSuppressions,
} from "./tables";

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

/** Rows per insert statement: 1,000 alerts of 16 columns stay far below 65,535 bind parameters. */
const insertChunk = 1_000;

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
): Promise<RadarAlertRow[]> {
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
  const rows: RadarAlertRow[] = vendorIds.map((vendorId) => ({
    id: newId("radarAlert"),
    orgId: event.orgId,
    vendorId,
    detectorId: detector.id,
    sourceId: event.sourceId,
    dataId: event.dataId,
    eventId: event.id,
    impactType,
    summary: event.summary,
    severity: severityByImpactType[impactType],
    confidence,
    shouldAlert: !suppressed.has(vendorId),
    isDismissed: false,
    dismissReason: null,
    dismissedAt: null,
    isArchived: false,
    createdAt: event.createdAt,
    updatedAt: event.createdAt,
  }));
  for (let start = 0; start < rows.length; start += insertChunk) {
    await tx.insert(radarAlerts).values(rows.slice(start, start + insertChunk));
  }
  await recordDomainEvents(
    tx,
    event.orgId,
    "RadarDetectorResult.Created",
    rows.map((row) => ({ radar_detector_result_id: row.id })),
  );
  return rows;
}
