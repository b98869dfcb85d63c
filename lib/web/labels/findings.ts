/** Words for the findings' codes: severity (extension), and the list's "open" and due filters. */
import type { FindingSeverity } from "@/lib/contract/findings";

export const FINDING_SEVERITY_LABELS: Readonly<Record<FindingSeverity, string>> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** The due filter's windows (URL `due`). */
export const FINDING_DUE_LABELS: Readonly<Record<"overdue" | "week", string>> = {
  overdue: "Overdue",
  week: "Due within 7 days",
};
