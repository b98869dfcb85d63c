import Link from "next/link";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { componentLabels } from "@/lib/contract/zero-touch";
import type { RunChanges, RunControl } from "@/lib/web/hooks/zero-touch";
import { formatScoreChange } from "./detail-labels";
import { runHref } from "./labels";
import { controlName, verdictLabel } from "./verdict-labels";

const muted = "text-slate-600 dark:text-slate-400";
const link = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

/** "ZT-14 Multi-Factor Authentication for Customer Accounts", from the run's controls (the change names only the ref). */
function changedControlName(change: RunChanges["controls"][number], controls: readonly RunControl[]): string {
  const control = controls.find((candidate) => candidate.control_id === change.control_id);
  return control ? controlName(control) : change.ref;
}

/**
 * What moved since the vendor's previous run: the composite, each component with the reasons, and
 * each control whose verdict changed or that a reviewer overrode (with the override's reason).
 */
export function RunChangesCard({ changes, controls }: { changes: RunChanges; controls: readonly RunControl[] }) {
  return (
    <Card title="Changed since previous run" description={changes.summary || undefined}>
      <p className="text-sm text-slate-900 dark:text-slate-100">
        Composite:{" "}
        <span className="font-semibold tabular-nums">
          {formatScoreChange(changes.composite_before, changes.composite_after)}
        </span>{" "}
        <Link href={runHref(changes.previous_run_id)} className={link}>
          Open the previous run
        </Link>
      </p>
      {changes.components.length > 0 ? (
        <ul aria-label="Components that changed" className="mt-3 space-y-2 text-sm">
          {changes.components.map((change) => (
            <li key={change.key}>
              <span className="font-medium text-slate-900 dark:text-slate-100">{componentLabels[change.key]}</span>{" "}
              <span className="tabular-nums text-slate-800 dark:text-slate-200">
                {formatScoreChange(change.before, change.after)}
              </span>
              {change.reason ? <p className={muted}>{change.reason}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={`mt-2 text-sm ${muted}`}>No component changed.</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900 dark:text-slate-100">Controls</h3>
      {changes.controls.length > 0 ? (
        <ul aria-label="Controls that changed" className="mt-1 space-y-2 text-sm">
          {changes.controls.map((change) => (
            <li key={change.control_id}>
              <span className="font-medium text-slate-900 dark:text-slate-100">
                {changedControlName(change, controls)}
              </span>{" "}
              <span className="text-slate-800 dark:text-slate-200">
                {change.before === null ? "new" : verdictLabel(change.before)} <span aria-hidden="true">→</span>
                <span className="sr-only">to</span> {verdictLabel(change.after)}
              </span>
              {change.override_reason ? (
                <p className={muted}>Overridden by a reviewer: {change.override_reason}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={`mt-1 text-sm ${muted}`}>No control verdict changed and none is overridden.</p>
      )}
    </Card>
  );
}
