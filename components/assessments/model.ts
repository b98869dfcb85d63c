import type { BadgeVariant } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select";
import type { Assessment, AssessmentStatus, Evaluation, EvaluationResult } from "@/lib/web/hooks/assessments";
import { ASSESSMENT_STATUS_LABELS } from "./status";

// What the assessment page shows, as plain functions of the API's objects (unit-tested). What the
// lists need too is in ./status, so they don't load this.

/** What the current status means for the person waiting on it. */
const STATUS_DESCRIPTIONS: Record<AssessmentStatus, string> = {
  created: "Queued: the engine picks it up in a moment.",
  collecting_documents: "Waiting for documents: upload or link at least one of the vendor's documents.",
  indexing_supporting_documents: "Reading the text of the supporting documents.",
  analyzing_questionnaire: "Evaluating each control against the documents' text.",
  review_evals: "Evaluations are ready: review them, then approve or re-run the analysis.",
  complete: "Approved.",
  failed: "The analysis stopped.",
  canceled: "Archived: the analysis was canceled.",
};

/** The normal path, as the stepper shows it. */
const FLOW = [
  "created",
  "collecting_documents",
  "indexing_supporting_documents",
  "analyzing_questionnaire",
  "review_evals",
  "complete",
] as const satisfies readonly AssessmentStatus[];

export type StepState = "done" | "current" | "upcoming" | "stopped";
export interface StepView {
  key: string;
  label: string;
  state: StepState;
}

/**
 * The stepper's steps for a status: those before it done, it current, the rest upcoming. A failed or
 * canceled assessment (whose last step before stopping is not recorded) ends in a stopped step instead
 * of Complete, and nothing before it claims to be done.
 */
export function stepperSteps(status: AssessmentStatus): StepView[] {
  const at = (FLOW as readonly AssessmentStatus[]).indexOf(status);
  if (at === -1) {
    return [
      ...FLOW.slice(0, -1).map((step) => ({
        key: step,
        label: ASSESSMENT_STATUS_LABELS[step],
        state: "upcoming" as const,
      })),
      { key: status, label: ASSESSMENT_STATUS_LABELS[status], state: "stopped" },
    ];
  }
  return FLOW.map((step, index) => ({
    key: step,
    label: ASSESSMENT_STATUS_LABELS[step],
    state: index < at ? "done" : index === at ? "current" : "upcoming",
  }));
}

/** What the status means now: the reason of a failure, else what happens at this step. */
export function statusDescription(assessment: Pick<Assessment, "status" | "status_reason">): string {
  if (assessment.status === "failed" && assessment.status_reason) {
    return assessment.status_reason;
  }
  return STATUS_DESCRIPTIONS[assessment.status];
}

/** What the live region says when the status changes (progress within a step is not announced). */
export function statusAnnouncement(assessment: Pick<Assessment, "status" | "status_reason">): string {
  return `Status: ${ASSESSMENT_STATUS_LABELS[assessment.status]}. ${statusDescription(assessment)}`;
}

export function progressText(progress: Assessment["progress"]): string {
  return `${progress.controls_evaluated} of ${progress.controls_total} controls evaluated`;
}

/** 0 to 100, whole numbers; 0 when there is nothing to evaluate. */
export function progressPercent(progress: Assessment["progress"]): number {
  if (progress.controls_total <= 0) {
    return 0;
  }
  return Math.min(100, Math.round((progress.controls_evaluated / progress.controls_total) * 100));
}

export const canApprove = (assessment: Pick<Assessment, "status" | "is_archived">) =>
  !assessment.is_archived && assessment.status === "review_evals";

export const canReopen = (assessment: Pick<Assessment, "status" | "is_archived">) =>
  !assessment.is_archived && ["review_evals", "complete", "failed"].includes(assessment.status);

/** Reopening a completed assessment reopens it; otherwise it runs the analysis again. */
export const reopenLabel = (status: AssessmentStatus) => (status === "complete" ? "Reopen" : "Re-run analysis");

export const EVALUATION_RESULTS = [
  "met",
  "partially_met",
  "not_met",
  "no_evidence",
] as const satisfies readonly EvaluationResult[];

export const RESULT_LABELS: Record<EvaluationResult, string> = {
  met: "Met",
  partially_met: "Partially met",
  not_met: "Not met",
  no_evidence: "No evidence",
};

export const RESULT_VARIANTS: Record<EvaluationResult, BadgeVariant> = {
  met: "success",
  partially_met: "warning",
  not_met: "danger",
  no_evidence: "neutral",
};

export function countResults(evaluations: readonly Pick<Evaluation, "result">[]): Record<EvaluationResult, number> {
  const counts: Record<EvaluationResult, number> = { met: 0, partially_met: 0, not_met: 0, no_evidence: 0 };
  for (const evaluation of evaluations) {
    counts[evaluation.result] += 1;
  }
  return counts;
}

/** The result filter's options, with each result's count. */
export function resultFilterOptions(counts: Record<EvaluationResult, number>): SelectOption[] {
  return EVALUATION_RESULTS.map((result) => ({ value: result, label: `${RESULT_LABELS[result]} (${counts[result]})` }));
}

/** The URL's result filter: a known result, or "" (all); anything else is ignored. */
export function readResultFilter(value: string | undefined): EvaluationResult | "" {
  return (EVALUATION_RESULTS as readonly string[]).includes(value ?? "") ? (value as EvaluationResult) : "";
}

export function filterEvaluations<E extends Pick<Evaluation, "result">>(
  evaluations: readonly E[],
  result: string,
): E[] {
  return result ? evaluations.filter((evaluation) => evaluation.result === result) : [...evaluations];
}
