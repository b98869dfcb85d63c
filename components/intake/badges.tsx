import { Badge } from "@/components/ui/badge";
import type { IntakeAnswer, IntakeSessionStatus } from "@/lib/web/intake";
import { CONFIDENCE_LABELS, CONFIDENCE_VARIANTS, SESSION_STATUS_LABELS, SESSION_STATUS_VARIANTS } from "./model";

export function SessionStatusBadge({ status }: { status: IntakeSessionStatus }) {
  return <Badge variant={SESSION_STATUS_VARIANTS[status]}>{SESSION_STATUS_LABELS[status]}</Badge>;
}

/** How well the machine's answer is grounded, in words (the colour only repeats it). */
export function ConfidenceBadge({ answer }: { answer: Pick<IntakeAnswer, "status" | "confidence"> }) {
  if (answer.status === "pending") {
    return <Badge variant="neutral">Not answered yet</Badge>;
  }
  if (answer.status === "failed") {
    return <Badge variant="danger">Failed</Badge>;
  }
  const confidence = answer.confidence ?? "none";
  return (
    <Badge variant={CONFIDENCE_VARIANTS[confidence]}>
      <span className="sr-only">Confidence: </span>
      {CONFIDENCE_LABELS[confidence]}
    </Badge>
  );
}
