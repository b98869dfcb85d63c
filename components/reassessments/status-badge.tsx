import { Badge } from "@/components/ui/badge";
import type { ReassessmentStatus } from "@/lib/modules/reassessments/schemas";
import { REASSESSMENT_STATUS_VARIANTS, reassessmentStatusLabel } from "./status";

export function ReassessmentStatusBadge({ status }: { status: ReassessmentStatus }) {
  return <Badge variant={REASSESSMENT_STATUS_VARIANTS[status]}>{reassessmentStatusLabel(status)}</Badge>;
}
