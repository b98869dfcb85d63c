import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Stepper } from "@/components/ui/stepper";
import type { Assessment } from "@/lib/web/hooks/assessments";
import { progressPercent, progressText, statusDescription, stepperSteps } from "./model";

/** A bar for the analysis round: controls evaluated out of all. */
export function AnalysisProgress({ progress }: { progress: Assessment["progress"] }) {
  return (
    <ProgressBar
      label="Controls evaluated"
      value={progress.controls_evaluated}
      max={progress.controls_total}
      text={progressText(progress)}
      suffix={`(${progressPercent(progress)}%)`}
    />
  );
}

/**
 * Where the assessment is on the engine's path, as an ordered list whose current (or stopping) step
 * carries aria-current="step"; under it what that step means, and the progress bar while analyzing.
 */
export function StatusStepper({ assessment }: { assessment: Assessment }) {
  const steps = stepperSteps(assessment.status);
  const canceled = assessment.status === "canceled";
  const stopped = assessment.status === "failed" || canceled;
  return (
    <div className="space-y-3">
      <Stepper label="Assessment progress" steps={steps} stop={canceled ? "ended" : "failed"} />
      <p
        className={cn(
          "text-sm",
          stopped && !canceled ? "text-red-700 dark:text-red-400" : "text-slate-700 dark:text-slate-300",
        )}
      >
        {statusDescription(assessment)}
      </p>
      {assessment.status === "analyzing_questionnaire" && assessment.progress.controls_total > 0 ? (
        <AnalysisProgress progress={assessment.progress} />
      ) : null}
    </div>
  );
}
