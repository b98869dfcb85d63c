"use client";

import { NewAssessmentButton } from "@/components/assessments/new-assessment-button";

/** Where a renewal reminder's "review vendor before renewal" link lands: the way to start that review. */
export function RenewalReviewPrompt({ vendorId }: { vendorId: string }) {
  return (
    <span className="mt-2 flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-slate-800 dark:border-blue-900 dark:bg-blue-950 dark:text-slate-200">
      <span>
        Review this vendor before the contract renews: its risk, open findings and latest assessment are in the tabs
        below.
      </span>
      <NewAssessmentButton vendorId={vendorId} label="Start a review" variant="secondary" />
    </span>
  );
}
