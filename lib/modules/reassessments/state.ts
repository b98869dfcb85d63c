import { apiError } from "@/lib/api/errors";
import type { ReassessmentRow } from "./tables";

/** Run and dismissed are terminal: nothing about the reassessment may change any more. */
export function assertNotFinished(row: ReassessmentRow): void {
  if (row.status === "run" || row.status === "dismissed") {
    throw apiError(
      "reassessment_immutable",
      `This reassessment has been ${row.status === "run" ? "run" : "dismissed"} and can no longer change.`,
    );
  }
}

/** The vendor set (which vendors, which included) changes only in draft: confirming locks it. */
export function assertVendorSetOpen(row: ReassessmentRow): void {
  assertNotFinished(row);
  if (row.status !== "draft") {
    throw apiError(
      "invalid_reassessment_state",
      "The vendor set is locked once the reassessment is confirmed. Dismiss it and draft a new one to change the vendors.",
    );
  }
}
