/**
 * What "open" means for a finding, for both halves (the API's list filter and dashboard counts, the
 * web app's due-date badges). Finding statuses are the organization's own records: a finding is open
 * unless archived or in a status whose name says it is closed (the defaults "Resolved" and "Risk
 * accepted", or a custom "Closed", "Done", "Remediated", "Accepted"). A finding without a status is open.
 */
export const CLOSED_FINDING_STATUS_NAMES: readonly string[] = [
  "resolved",
  "risk accepted",
  "accepted",
  "closed",
  "done",
  "remediated",
];

/** Whether a finding status of this name closes the finding (case and outer spaces ignored). */
export function isClosedFindingStatusName(name: string | null | undefined): boolean {
  return typeof name === "string" && CLOSED_FINDING_STATUS_NAMES.includes(name.trim().toLowerCase());
}

/** A finding's severity (extension), most severe first; null means not set. */
export const FINDING_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** The longest comment on a finding, in characters. */
export const FINDING_COMMENT_MAX_LENGTH = 5_000;

/** How many days ahead "due this week" looks (overdue open findings included). */
export const FINDING_DUE_SOON_DAYS = 7;
