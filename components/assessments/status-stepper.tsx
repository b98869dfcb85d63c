import { cn } from "@/components/ui/cn";
import type { Assessment } from "@/lib/web/hooks/assessments";
import { progressPercent, progressText, type StepState, statusDescription, stepperSteps } from "./model";

const MARKER: Record<StepState, string> = {
  done: "border-green-700 bg-green-700 text-white dark:border-green-500 dark:bg-green-600",
  current:
    "border-blue-700 bg-white text-blue-800 ring-2 ring-blue-700/30 dark:border-blue-400 dark:bg-slate-950 dark:text-blue-300",
  upcoming: "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-400",
  stopped: "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-600",
};

/** Spoken after the step's label; the marker's glyphs are decoration. */
const STATE_TEXT: Record<StepState, string> = {
  done: "done",
  current: "current step",
  upcoming: "not reached",
  stopped: "stopped here",
};

function Marker({ state, index, canceled }: { state: StepState; index: number; canceled: boolean }) {
  let glyph: string = String(index + 1);
  if (state === "done") {
    glyph = "✓";
  } else if (state === "stopped") {
    glyph = canceled ? "–" : "✕";
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold",
        state === "stopped" && canceled
          ? "border-slate-500 bg-slate-500 text-white dark:border-slate-400 dark:bg-slate-600"
          : MARKER[state],
      )}
    >
      {glyph}
    </span>
  );
}

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
      <ol aria-label="Assessment progress" className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
        {steps.map((step, index) => (
          <li
            key={step.key}
            aria-current={step.state === "current" || step.state === "stopped" ? "step" : undefined}
            className="flex items-center gap-2 md:flex-1"
          >
            <Marker state={step.state} index={index} canceled={canceled} />
            <span
              className={cn(
                "text-sm",
                step.state === "upcoming"
                  ? "text-slate-600 dark:text-slate-400"
                  : "font-medium text-slate-900 dark:text-slate-100",
              )}
            >
              {step.label}
              <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="hidden h-px flex-1 bg-slate-300 md:block dark:bg-slate-700" />
            ) : null}
          </li>
        ))}
      </ol>
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
