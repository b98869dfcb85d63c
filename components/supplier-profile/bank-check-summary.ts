import { countryName } from "@/lib/web/countries";
import type { LiveBankValidation } from "./use-live-bank-validation";
import { countSummary } from "./validation";

/** How many of the live checks show now, and how many wait for fields not visited yet. */
export interface ShownCheckCounts {
  errors: number;
  warnings: number;
  /** Errors of fields not visited yet: required fields still empty. */
  waiting: number;
}

/** What the live check says, in one sentence for the status region. */
export function bankCheckSummary(
  validation: Pick<LiveBankValidation, "results" | "checking" | "failure">,
  counts: ShownCheckCounts,
  country: string,
  configured: boolean,
  hasDetails: boolean,
): string {
  if (!hasDetails) {
    return "Enter the bank details to check them.";
  }
  if (validation.failure) {
    return `The details couldn't be checked just now (${validation.failure}). They are checked again when you save.`;
  }
  if (!validation.results) {
    return "Checking the details with the server…";
  }
  const rules = configured ? `the ${countryName(country)} rules` : "the international formats";
  const checking = validation.checking ? " Checking your latest changes…" : "";
  const waiting = counts.waiting > 0 ? " Fill in the remaining required fields." : "";
  if (counts.errors === 0 && counts.warnings === 0) {
    return counts.waiting > 0
      ? `So far the details pass ${rules}.${waiting}${checking}`
      : `The details pass ${rules}.${checking}`;
  }
  return `Checked with ${rules}: ${countSummary(counts.errors, counts.warnings)}.${waiting}${checking}`;
}
