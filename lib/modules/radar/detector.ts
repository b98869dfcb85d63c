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

/** One new event and the vendors to raise its alerts for. */
export interface AlertTarget {
  event: RadarEventRow;
  vendorIds: readonly string[];
}

/**
 * The "Impacted vendor" detector on new events: one result per linked vendor, for any number of
 * events in a fixed number of statements. A vendor with a suppression (an earlier dismissal with
 * suppress_similar) for the event's impact type still gets its result, recorded with should_alert
 * false. Emits RadarDetectorResult.Created for each. Callers keep the vendors per call within a
 * link batch (lib/db/batches.ts).
 */
export async function raiseImpactedVendorAlerts(
  tx: Queryable,
  detector: RadarDetectorRow,
  targets: readonly AlertTarget[],
  confidence: AlertConfidence,
): Promise<void> {
  const rows = targets.flatMap(({ event, vendorIds }) =>
    vendorIds.map((vendorId) => ({ event, vendorId, impactType: event.primaryImpactType as ImpactType })),
  );
  const [first] = rows;
  if (!first) {
    return;
  }
  const orgId = first.event.orgId;
  const suppressed = new Set(
    (
      await tx
        .select({ vendorId: radarSuppressions.vendorId, impactType: radarSuppressions.impactType })
        .from(radarSuppressions)
        .where(
          inOrg(
            radarSuppressions,
            orgId,
            and(
              eq(radarSuppressions.detectorId, detector.id),
              inArray(radarSuppressions.impactType, [...new Set(rows.map((row) => row.impactType))]),
              inArray(radarSuppressions.vendorId, [...new Set(rows.map((row) => row.vendorId))]),
            ),
          ),
        )
    ).map((row) => `${row.vendorId} ${row.impactType}`),
  );
  const ids = rows.map(() => newId("radarAlert"));
  const events = targets.map((target) => target.event);
  const eventColumn = (pick: (event: RadarEventRow) => string) => sql.param(events.map(pick));
  const position = new Map(events.map((event, index) => [event.id, index + 1]));
  // Alerts and events unnested from arrays and joined by the event's position, instead of a VALUES
  // list of 16 parameters per alert: a thousand alerts are one short statement, and each event's
  // summary is sent once. created_at is the transaction's now(), the events'.
  await tx.execute(sql`
      insert into radar_alerts (id, org_id, vendor_id, detector_id, source_id, data_id, event_id, impact_type,
        summary, severity, confidence, should_alert)
      select a.id, ${orgId}, a.vendor_id, ${detector.id}, e.source_id, e.data_id, e.id, e.impact_type,
        e.summary, e.severity, ${confidence}, a.should_alert
      from unnest(${sql.param(ids)}::text[], ${sql.param(rows.map((row) => row.vendorId))}::text[],
          ${sql.param(rows.map((row) => position.get(row.event.id) ?? 0))}::int[],
          ${sql.param(rows.map((row) => !suppressed.has(`${row.vendorId} ${row.impactType}`)))}::boolean[])
        as a(id, vendor_id, event_position, should_alert)
      join unnest(${eventColumn((event) => event.id)}::text[], ${eventColumn((event) => event.sourceId)}::text[],
          ${eventColumn((event) => event.dataId)}::text[], ${eventColumn((event) => event.primaryImpactType)}::text[],
          ${eventColumn((event) => event.summary)}::text[],
          ${eventColumn((event) => severityByImpactType[event.primaryImpactType as ImpactType])}::text[])
        with ordinality as e(id, source_id, data_id, impact_type, summary, severity, position)
        on e.position = a.event_position`);
  await recordDomainEvents(
    tx,
    orgId,
    "RadarDetectorResult.Created",
    ids.map((id) => ({ radar_detector_result_id: id })),
  );
}
