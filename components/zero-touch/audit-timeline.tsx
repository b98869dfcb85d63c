"use client";

import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import type { AuditEntry } from "@/lib/web/hooks/zero-touch";
import { useRunAudit } from "@/lib/web/hooks/zero-touch-run";
import { ChangeList } from "./change-list";
import { formatScoreChange } from "./detail-labels";

const ACTION_LABELS: Record<AuditEntry["action"], string> = {
  approved: "Approved",
  escalated: "Escalated",
  archived: "Archived",
  note: "Note",
  corrected: "Corrected",
  rescored: "Rescored",
  revised: "Revised",
  restored: "Restored",
  rerun_requested: "Rerun requested",
};

/** "approved" → "Approved"; an action the page does not know yet reads as its words. */
export function actionLabel(action: string): string {
  const known = (ACTION_LABELS as Record<string, string | undefined>)[action];
  if (known) {
    return known;
  }
  const words = action.replace(/[_.]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const scoreMoved = entry.composite_before !== null || entry.composite_after !== null;
  return (
    <li className="relative border-l-2 border-slate-200 pb-4 pl-4 last:pb-0 dark:border-slate-700">
      <p className="text-slate-900 dark:text-slate-100">
        <span className="font-semibold">{actionLabel(entry.action)}</span>
        <span className="text-slate-600 dark:text-slate-400">
          {" "}
          by {entry.actor.name}, <Time value={entry.created_at} />
        </span>
      </p>
      {entry.instruction ? (
        <p className="mt-1 text-slate-800 dark:text-slate-200">Instruction: “{entry.instruction}”</p>
      ) : null}
      {entry.note ? <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200">{entry.note}</p> : null}
      {entry.changes.length > 0 ? (
        <div className="mt-2 max-w-xl">
          <ChangeList changes={entry.changes} label="Fields changed" />
        </div>
      ) : null}
      {scoreMoved ? (
        <p className="mt-1 text-slate-800 dark:text-slate-200">
          Composite:{" "}
          <span className="tabular-nums">{formatScoreChange(entry.composite_before, entry.composite_after)}</span>
        </p>
      ) : null}
    </li>
  );
}

/** Everything done to the run, oldest first: by whom, notes and instructions, what changed. */
export function AuditTimeline({ runId }: { runId: string }) {
  const audit = useRunAudit(runId);
  let body: React.ReactNode;
  if (audit.isError) {
    body = (
      <ErrorState
        title="Couldn't load the audit trail"
        message={audit.error.message}
        onRetry={() => void audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  } else if (!audit.data) {
    body = <LoadingState variant="skeleton" rows={3} label="Loading the audit trail…" />;
  } else if (audit.data.data.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">Nothing has been recorded yet.</p>;
  } else {
    body = (
      <>
        <ol aria-label="Audit trail" className="text-sm">
          {audit.data.data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
        {audit.data.total > audit.data.data.length ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Showing the first {audit.data.data.length} of {audit.data.total} entries.
          </p>
        ) : null}
      </>
    );
  }
  return <Card title="Audit trail">{body}</Card>;
}
