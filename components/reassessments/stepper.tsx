import { cn } from "@/components/ui/cn";
import type { ReassessmentStatus } from "@/lib/modules/reassessments/schemas";
import { reassessmentSteps, STATUS_DESCRIPTIONS, type StepState } from "./rules";

const MARKER: Record<StepState, string> = {
  done: "border-green-700 bg-green-700 text-white dark:border-green-500 dark:bg-green-600",
  current:
    "border-blue-700 bg-white text-blue-800 ring-2 ring-blue-700/30 dark:border-blue-400 dark:bg-slate-950 dark:text-blue-300",
  upcoming: "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-400",
  stopped: "border-slate-500 bg-slate-500 text-white dark:border-slate-400 dark:bg-slate-600",
};

/** Spoken after the step's label; the markers' glyphs are decoration. */
const STATE_TEXT: Record<StepState, string> = {
  done: "done",
  current: "current step",
  upcoming: "not reached",
  stopped: "stopped here",
};

const GLYPH: Partial<Record<StepState, string>> = { done: "✓", stopped: "–" };

/** Where the reassessment is on draft → confirmed → run (or dismissed), and what that means. */
export function ReassessmentStepper({ status }: { status: ReassessmentStatus }) {
  const steps = reassessmentSteps(status);
  return (
    <div className="space-y-3">
      <ol aria-label="Reassessment progress" className="flex flex-col gap-3 md:flex-row md:items-center">
        {steps.map((step, index) => (
          <li
            key={step.label}
            aria-current={step.state === "current" || step.state === "stopped" ? "step" : undefined}
            className="flex items-center gap-2 md:flex-1"
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold",
                MARKER[step.state],
              )}
            >
              {GLYPH[step.state] ?? index + 1}
            </span>
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
      <p className="text-sm text-slate-700 dark:text-slate-300">{STATUS_DESCRIPTIONS[status]}</p>
    </div>
  );
}
