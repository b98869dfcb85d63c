import { type EventType, eventTypes } from "@/lib/contract/event-catalog";
import { humanizeCode, labelOf } from "./index";

/**
 * People-facing words for webhook events, delivery statuses and retries. The API keeps its codes
 * ("Vendor.Created", "timeout"); pages show these.
 */

/** Resource groups of the event catalog ("RadarDetectorResult" → "Radar alerts"). */
export const webhookResourceLabels: Readonly<Record<string, string>> = {
  Assessment: "Assessments",
  QuestionnaireResponse: "Questionnaire responses",
  Review: "Reviews",
  WorkQueueItem: "Work queue items",
  Vendor: "Vendors",
  Procurement: "Procurements",
  Service: "Services",
  OrgIntake: "Intake settings",
  IntakeSession: "Intake sessions",
  RadarEvent: "Radar events",
  RadarDetectorResult: "Radar alerts",
  Reassessment: "Reassessments",
  VendorBankAccount: "Bank accounts",
};

/** Each catalog event in words: "Vendor.Created" → "Vendor created". */
export const webhookEventLabels: Readonly<Record<string, string>> = {
  ...Object.fromEntries(eventTypes.map((event) => [event, humanizeCode(event)])),
  "RadarDetectorResult.Created": "Radar alert created",
  "RadarDetectorResult.Updated": "Radar alert updated",
  "RadarDetectorResult.Deleted": "Radar alert deleted",
  "VendorBankAccount.Created": "Bank account created",
  "VendorBankAccount.Updated": "Bank account updated",
  "VendorBankAccount.Retired": "Bank account retired",
  "OrgIntake.QuestionnaireRemoved": "Intake questionnaire removed",
  "OrgIntake.Disabled": "Intake turned off",
  "webhook.test": "Test event",
} as Record<EventType | "webhook.test", string>;

export const deliveryStatusLabels: Readonly<Record<string, string>> = {
  delivered: "Delivered",
  timeout: "Timed out",
  error: "Failed",
  skipped: "Skipped",
};

/** What follows an attempt (the API's retry_state). */
export const retryStateLabels: Readonly<Record<string, string>> = {
  none: "No retry needed",
  retried: "Retried",
  pending: "Retrying now",
  exhausted: "No retries left",
  not_retried: "Not retried",
};

/** The record kinds a delivery's subject names (the API's subject.type). */
export const webhookSubjectLabels: Readonly<Record<string, string>> = {
  vendor: "Vendor",
  service: "Service",
  assessment: "Assessment",
  questionnaire_response: "Questionnaire response",
  review: "Review",
  work_queue_item: "Work queue item",
  procurement: "Procurement",
  questionnaire: "Questionnaire",
  removed_questionnaire: "Questionnaire",
  intake_session: "Intake session",
  radar_event: "Radar event",
  radar_detector_result: "Radar alert",
  reassessment: "Reassessment",
};

/** An event type in words; a custom test type no map knows still reads as a phrase. */
export const webhookEventLabel = (eventType: string) =>
  eventType === "" ? "Test event (no type)" : labelOf(webhookEventLabels, eventType);
export const deliveryStatusLabel = (status: string) => labelOf(deliveryStatusLabels, status);
export const retryStateLabel = (state: string) => labelOf(retryStateLabels, state);
export const webhookResourceLabel = (resource: string) => labelOf(webhookResourceLabels, resource);
