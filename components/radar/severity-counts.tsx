"use client";

import { cn, focusRing } from "@/components/ui/cn";
import { formatCount } from "@/lib/web/format";
import type { AlertSeverity, RadarAlertCounts } from "@/lib/web/hooks/radar-alerts";
import { SEVERITIES, SEVERITY_LABELS } from "./list-state";

const tone: Record<AlertSeverity, string> = {
  high: "border-red-300 dark:border-red-800",
  medium: "border-amber-300 dark:border-amber-800",
  low: "border-blue-300 dark:border-blue-800",
  informational: "border-slate-300 dark:border-slate-700",
};

/** Alerts by severity under the current filters; each is a toggle of the severity filter. */
export function SeverityCounts({
  counts,
  selected,
  onToggle,
}: {
  counts: RadarAlertCounts | undefined;
  selected: AlertSeverity[];
  onToggle: (severity: AlertSeverity) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-900 dark:text-slate-100">
        Severity{" "}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          ({counts ? `${formatCount(counts.total)} alerts` : "counting…"})
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {SEVERITIES.map((severity) => {
          const pressed = selected.includes(severity);
          return (
            <button
              key={severity}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(severity)}
              className={cn(
                "inline-flex items-center gap-2 rounded-md border-2 px-3 py-1.5 text-sm",
                "text-slate-900 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-900",
                tone[severity],
                pressed && "bg-slate-100 font-semibold dark:bg-slate-800",
                focusRing,
              )}
            >
              {SEVERITY_LABELS[severity]}
              <span className="tabular-nums">{counts ? formatCount(counts.by_severity[severity]) : "…"}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
