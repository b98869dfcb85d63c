import { cn } from "./cn";

export type StepState = "done" | "current" | "upcoming" | "stopped";

export interface StepperStep {
  label: string;
  state: StepState;
}

const MARKER: Record<StepState, string> = {
  done: "border-green-700 bg-green-700 text-white dark:border-green-500 dark:bg-green-600",
  current:
    "border-blue-700 bg-white text-blue-800 ring-2 ring-blue-700/30 dark:border-blue-400 dark:bg-slate-950 dark:text-blue-300",
  upcoming: "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-400",
  stopped: "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-600",
};
const ENDED_MARKER = "border-slate-500 bg-slate-500 text-white dark:border-slate-400 dark:bg-slate-600";

/** Spoken after the step's label; the markers' glyphs are decoration. */
const STATE_TEXT: Record<StepState, string> = {
  done: "done",
  current: "current step",
  upcoming: "not reached",
  stopped: "stopped here",
};

/**
 * A record's path as an ordered list whose current (or stopping) step carries aria-current="step".
 * `stop` says how a stopped step reads: "failed" (red ✕) or "ended" on purpose (grey –).
 */
export function Stepper({
  label,
  steps,
  stop = "failed",
}: {
  label: string;
  steps: readonly StepperStep[];
  stop?: "failed" | "ended";
}) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
      {steps.map((step, index) => {
        const ended = step.state === "stopped" && stop === "ended";
        let glyph = String(index + 1);
        if (step.state === "done") {
          glyph = "✓";
        } else if (step.state === "stopped") {
          glyph = ended ? "–" : "✕";
        }
        return (
          <li
            key={step.label}
            aria-current={step.state === "current" || step.state === "stopped" ? "step" : undefined}
            className="flex items-center gap-2 md:flex-1"
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold",
                ended ? ENDED_MARKER : MARKER[step.state],
              )}
            >
              {glyph}
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
        );
      })}
    </ol>
  );
}
