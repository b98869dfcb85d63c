import type { VendorAlertState } from "@/lib/modules/radar";
import { toUnixSeconds } from "@/lib/time";
import type { Reassessment, ReassessmentStatus } from "./schemas";
import type { ReassessmentRow } from "./tables";

/** One vendors entry as read with its vendor's name. */
export interface VendorEntry {
  vendorId: string;
  source: string;
  included: boolean;
  assessmentId: string | null;
  vendorName: string | null;
  /** The vendor's alert on the reassessment's event, if any. */
  alert?: VendorAlertState;
  documentCount?: number;
}

/**
 * The leading fields the API object and the change log's summary (summary.ts) both take from the
 * row alone; each ends with `reassessmentTimes`, so field order stays as it was.
 */
export function reassessmentFields(row: ReassessmentRow) {
  return {
    id: row.id,
    status: row.status as ReassessmentStatus,
    title: row.title,
    assessment_plan_id: row.assessmentPlanId,
    radar_event_id: row.radarEventId,
  };
}

export function reassessmentTimes(row: ReassessmentRow) {
  return { created_at: toUnixSeconds(row.createdAt), updated_at: toUnixSeconds(row.updatedAt) };
}

export function serializeReassessment(row: ReassessmentRow, entries: readonly VendorEntry[]): Reassessment {
  return {
    ...reassessmentFields(row),
    alert_ids: row.alertIds,
    vendors: entries.map((entry) => ({
      vendor_id: entry.vendorId,
      source: entry.source as "matched" | "manual",
      included: entry.included,
      assessment_id: entry.assessmentId,
      // A vendor row removed behind the API's back still shows as its ID rather than vanishing.
      vendor_name: entry.vendorName ?? entry.vendorId,
      alert: entry.alert
        ? {
            id: entry.alert.alertId,
            severity: entry.alert.severity as "informational" | "low" | "medium" | "high",
            state: entry.alert.state,
            dismiss_reason_code: entry.alert.dismissReasonCode,
            dismiss_reason: entry.alert.dismissReason,
            dismissed_by: entry.alert.dismissedBy,
          }
        : null,
      document_count: entry.documentCount ?? 0,
    })),
    ...reassessmentTimes(row),
  };
}
