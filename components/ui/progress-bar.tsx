import { cn } from "./cn";

export interface ProgressBarProps {
  /** The bar's name: "Controls evaluated", "Zero touch runs". */
  label: string;
  value: number;
  max: number;
  /** What the bar says in words, read by screen readers and shown under it: "12 of 40 complete". */
  text: string;
  /** Shown after the text, e.g. the percentage. */
  suffix?: string;
  className?: string;
}

/** A labelled progress bar (role="progressbar") with its value in words under it. */
export function ProgressBar({ label, value, max, text, suffix, className }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className={cn("space-y-1", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] dark:bg-blue-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {text}
        {suffix ? ` ${suffix}` : null}
      </p>
    </div>
  );
}
