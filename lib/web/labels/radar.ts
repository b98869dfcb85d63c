/**
 * Words for the radar's codes: why an alert was dismissed, and how an alert's vendor was matched.
 */
import type { DismissReasonCode } from "@/lib/contract/radar";

export const DISMISS_REASON_LABELS: Readonly<Record<DismissReasonCode, string>> = {
  not_applicable: "Not applicable",
  false_positive: "False positive",
  risk_accepted: "Risk accepted",
  compensating_control: "Compensating control",
  duplicate: "Duplicate",
};

/** How the detector tied the alert's vendor to the source data (`raised_because.match.kind`). */
export const ALERT_MATCH_LABELS: Readonly<Record<string, string>> = {
  linked: "Linked by hand",
  name: "Vendor name",
  domain: "Vendor domain",
  unknown: "Feed match",
};
