/** The event catalog: the only valid event types, case-sensitive, with their data fields. */
export const eventCatalog = {
  "Assessment.Created": ["assessment_id"],
  "Assessment.AssigneeChanged": ["assessment_id", "old_assignee_id", "new_assignee_id"],
  "Assessment.StatusChanged": ["assessment_id", "old_status", "new_status"],
  "QuestionnaireResponse.Created": ["questionnaire_response_id"],
  "QuestionnaireResponse.StatusChanged": ["questionnaire_response_id", "old_status", "new_status"],
  "Review.StatusChanged": ["review_id", "old_status_id", "new_status_id"],
  "WorkQueueItem.Created": ["work_queue_item_id"],
  "WorkQueueItem.Completed": ["work_queue_item_id"],
  "Vendor.Created": ["vendor_id"],
  "Vendor.Updated": ["vendor_id"],
  "Procurement.Created": ["procurement_id"],
  "Procurement.StatusChanged": ["procurement_id", "old_status_id", "new_status_id"],
  "Service.Created": ["service_id"],
  "Service.Updated": ["service_id"],
  "OrgIntake.QuestionnaireRemoved": ["questionnaire_id", "intake_disabled"],
  "OrgIntake.Disabled": ["removed_questionnaire_id"],
  "IntakeSession.Created": ["intake_session_id"],
  "IntakeSession.Submitted": ["intake_session_id"],
  "RadarEvent.Created": ["radar_event_id"],
  "RadarEvent.Updated": ["radar_event_id", "field_diffs"],
  "RadarEvent.Deleted": ["radar_event_id"],
  "RadarDetectorResult.Created": ["radar_detector_result_id"],
  "RadarDetectorResult.Updated": ["radar_detector_result_id", "field_diffs"],
  "RadarDetectorResult.Deleted": ["radar_detector_result_id"],
  "Reassessment.Created": ["reassessment_id"],
  "Reassessment.Updated": ["reassessment_id", "field_diffs"],
  "Reassessment.Deleted": ["reassessment_id"],
  "VendorBankAccount.Created": ["vendor_bank_account_id", "vendor_id"],
  "VendorBankAccount.Updated": ["vendor_bank_account_id", "vendor_id"],
  "VendorBankAccount.Retired": ["vendor_bank_account_id", "vendor_id"],
} as const satisfies Record<string, readonly string[]>;

export type EventType = keyof typeof eventCatalog;
export type EventData<T extends EventType> = { [K in (typeof eventCatalog)[T][number]]: unknown };

export const eventTypes = Object.keys(eventCatalog) as EventType[];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(eventCatalog, value);
}
