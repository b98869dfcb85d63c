import { Stepper } from "@/components/ui/stepper";
import type { ReassessmentStatus } from "@/lib/modules/reassessments/schemas";
import { reassessmentSteps, STATUS_DESCRIPTIONS } from "./rules";

/** Where the reassessment is on draft → confirmed → run (or dismissed), and what that means. */
export function ReassessmentStepper({ status }: { status: ReassessmentStatus }) {
  const steps = reassessmentSteps(status);
  return (
    <div className="space-y-3">
      <Stepper label="Reassessment progress" steps={steps} stop="ended" />
      <p className="text-sm text-slate-700 dark:text-slate-300">{STATUS_DESCRIPTIONS[status]}</p>
    </div>
  );
}
