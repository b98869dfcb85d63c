import { cn } from "@/components/ui/cn";
import { Stepper } from "@/components/ui/stepper";
import type { Assessment } from "@/lib/web/hooks/assessments";
import { progressPercent, progressText, statusDescription, stepperSteps } from "./model";

/** A bar for the analysis round: controls evaluated out of all. */
export function AnalysisProgress({ progress }: { progress: Assessment["progress"] }) {
  const percent = progressPercent(progress);
  const text = progressText(progress);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Controls evaluated"
        aria-valuemin={0}
        aria-valuemax={progress.controls_total}
        aria-valuenow={progress.controls_evaluated}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] motion-reduce:transition-none dark:bg-blue-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {text} ({percent}%)
      </p>
    </div>
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
