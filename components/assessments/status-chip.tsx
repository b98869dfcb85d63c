import { Badge } from "@/components/ui/badge";
import type { AssessmentSummary } from "@/lib/web/hooks/assessments";
import { ASSESSMENT_STATUS_LABELS, ASSESSMENT_STATUS_VARIANTS } from "./status";

/** The status as a chip; while analyzing, with how many controls are done ("Analyzing 12/40"). */
export function StatusChip({ assessment }: { assessment: Pick<AssessmentSummary, "status" | "progress"> }) {
  const { status, progress } = assessment;
  const counting = status === "analyzing_questionnaire" && progress.controls_total > 0;
  return (
    <Badge variant={ASSESSMENT_STATUS_VARIANTS[status]}>
      {ASSESSMENT_STATUS_LABELS[status]}
      {counting ? ` ${progress.controls_evaluated}/${progress.controls_total}` : ""}
    </Badge>
  );
}
