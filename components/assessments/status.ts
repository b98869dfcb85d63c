import type { BadgeVariant } from "@/components/ui/badge";
import type { AssessmentStatus } from "@/lib/web/hooks/assessments";

// Statuses and scores as every assessment view shows them (lists, the dashboard, the page).

/** Every status, in the engine's order, then the two that stop it. */
export const ASSESSMENT_STATUSES = [
  "created",
  "collecting_documents",
  "indexing_supporting_documents",
  "analyzing_questionnaire",
  "review_evals",
  "complete",
  "failed",
  "canceled",
] as const satisfies readonly AssessmentStatus[];

export const ASSESSMENT_STATUS_LABELS: Record<AssessmentStatus, string> = {
  created: "Created",
  collecting_documents: "Collecting documents",
  indexing_supporting_documents: "Indexing documents",
  analyzing_questionnaire: "Analyzing",
  review_evals: "In review",
  complete: "Complete",
  failed: "Failed",
  canceled: "Canceled",
};

export const ASSESSMENT_STATUS_VARIANTS: Record<AssessmentStatus, BadgeVariant> = {
  created: "info",
  collecting_documents: "info",
  indexing_supporting_documents: "info",
  analyzing_questionnaire: "info",
  review_evals: "warning",
  complete: "success",
  failed: "danger",
  canceled: "neutral",
};

/** `0.7234` → "72%"; null (not scored) → "—". */
export function formatScore(score: number | null): string {
  return score === null ? "—" : `${Math.round(score * 100)}%`;
}
