import { toUnixSeconds } from "@/lib/time";
import type { ImpactType, RadarAlert, RadarEvent } from "./schemas";
import type { RadarAlertRow, RadarEventRow } from "./tables";

export function serializeRadarEvent(row: RadarEventRow, vendorIds: readonly string[]): RadarEvent {
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    primary_impact_type: row.primaryImpactType as ImpactType,
    secondary_impact_types: row.secondaryImpactTypes as ImpactType[],
    occurred_at: toUnixSeconds(row.occurredAt),
    is_archived: row.isArchived,
    vendor_ids: [...vendorIds],
    risk_domain_ids: row.riskDomainIds,
    source_url: row.sourceUrl,
    source_name: row.sourceName,
    source_id: row.sourceId,
    data_id: row.dataId,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** The names an alert shows beside its IDs (extensions). */
export interface AlertNames {
  vendorName: string;
  eventName: string | null;
}

export function serializeRadarAlert(row: RadarAlertRow, names: AlertNames): RadarAlert {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    detector_id: row.detectorId,
    source_id: row.sourceId,
    data_id: row.dataId,
    event_id: row.eventId,
    summary: row.summary,
    severity: row.severity as RadarAlert["severity"],
    confidence: row.confidence as RadarAlert["confidence"],
    should_alert: row.shouldAlert,
    is_dismissed: row.isDismissed,
    dismiss_reason: row.dismissReason,
    dismissed_at: toUnixSeconds(row.dismissedAt),
    is_archived: row.isArchived,
    impact_type: row.impactType as ImpactType | null,
    vendor_name: names.vendorName,
    event_name: names.eventName,
    dismiss_reason_code: row.dismissReasonCode as RadarAlert["dismiss_reason_code"],
    dismissed_by: row.isDismissed ? (row.dismissedByName ?? row.dismissedById) : null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
