"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { lazyComponent } from "@/components/ui/lazy";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import {
  type ControlVerdict,
  loadZeroTouchMutations,
  type RunControl,
  type ZeroTouchRun,
} from "@/lib/web/hooks/zero-touch";
import { useWhoAmI } from "@/lib/web/use-whoami";
import { formatScore } from "./labels";
import { controlName, VERDICT_LABELS, VERDICT_ORDER, VERDICT_VARIANTS } from "./verdict-labels";

// Opened by a control's Override button, never in the first render: its code loads then.
const OverrideDialog = lazyComponent(() => import("./override-dialog").then((module) => module.OverrideDialog));

const muted = "text-slate-600 dark:text-slate-400";
const REVIEWER_ROLES = new Set(["org:admin", "org:member"]);

/** "12 controls: 5 met, 2 partially met, 3 not met, 2 no evidence." */
export function verdictCounts(controls: readonly Pick<RunControl, "verdict">[]): string {
  const parts = VERDICT_ORDER.map((verdict) => {
    const count = controls.filter((control) => control.verdict === verdict).length;
    return count > 0 ? `${count} ${VERDICT_LABELS[verdict].toLowerCase()}` : null;
  }).filter(Boolean);
  const total = `${controls.length} control${controls.length === 1 ? "" : "s"}`;
  return parts.length > 0 ? `${total}: ${parts.join(", ")}.` : `${total}.`;
}

/** The matcher's "No evidence: none of the 3 document(s) …" without its leading verdict. */
const lookedFor = (rationale: string) => rationale.replace(/^no evidence\s*[:.-]\s*/i, "");

/**
 * What the matcher's verdict rests on: the verbatim passages with their document for met, partially
 * met (supporting) and not met (the statement that it is not in place); for no evidence, the words
 * "No evidence" and what was looked for, never a quote.
 */
function Evidence({ control }: { control: RunControl }) {
  if (control.engine_verdict === "no_evidence") {
    return (
      <p className="mt-2 text-sm text-slate-800 dark:text-slate-200">
        <span className="font-medium text-slate-900 dark:text-slate-100">No evidence</span>
        {control.rationale ? <span className={muted}> — {lookedFor(control.rationale)}</span> : null}
      </p>
    );
  }
  const label =
    control.engine_verdict === "not_met" ? "Passages stating it is not in place" : "Passages that support it";
  return (
    <div className="mt-2 space-y-2 text-sm">
      {control.rationale ? <p className={muted}>{control.rationale}</p> : null}
      <p className="sr-only">{label}</p>
      {control.evidence.map((quote, index) => (
        <figure
          key={`${quote.document_id}-${index.toString()}`}
          className="border-l-2 border-slate-300 pl-3 dark:border-slate-600"
        >
          <blockquote className="whitespace-pre-line break-words text-slate-900 dark:text-slate-100">
            “{quote.quote}”
          </blockquote>
          <figcaption className={`mt-0.5 text-xs ${muted}`}>{quote.document_name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function OverrideNote({ control }: { control: RunControl }) {
  const { override } = control;
  if (!override) {
    return null;
  }
  return (
    <div className="mt-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-900 dark:border-blue-900 dark:bg-blue-950/40 dark:text-slate-100">
      <p>
        <span className="font-medium">Overridden to {VERDICT_LABELS[override.verdict]}</span> by {override.actor_name},{" "}
        <Time value={override.overridden_at} />. The matcher's verdict: {VERDICT_LABELS[control.engine_verdict]}.
      </p>
      <p className="mt-1 whitespace-pre-line">Reason: {override.reason}</p>
    </div>
  );
}

function ControlItem({
  control,
  canOverride,
  onOverride,
}: {
  control: RunControl;
  canOverride: boolean;
  onOverride: (control: RunControl) => void;
}) {
  const name = controlName(control);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{name}</h3>
          <p className={`text-xs ${muted}`}>Weight {formatScore(control.weight)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge variant={VERDICT_VARIANTS[control.verdict]}>
            <span className="sr-only">Verdict: </span>
            {VERDICT_LABELS[control.verdict]}
            {control.override ? <span className="font-normal"> (override)</span> : null}
          </Badge>
          {canOverride ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onOverride(control)}
              onFocus={OverrideDialog.preload}
              onMouseEnter={OverrideDialog.preload}
            >
              Override<span className="sr-only"> {name}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <OverrideNote control={control} />
      <Evidence control={control} />
    </li>
  );
}

/**
 * Every control of the run's control set: the verdict that counts, the passages behind the matcher's
 * verdict with their documents, and a reviewer's override with its reason. Reviewers override a
 * verdict from here (the run is rescored).
 */
export function RunControls({ run }: { run: ZeroTouchRun }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const whoami = useWhoAmI();
  const [editing, setEditing] = useState<RunControl | null>(null);
  const controls = run.result.controls;
  const isReviewer = whoami.data ? REVIEWER_ROLES.has(whoami.data.role ?? "") : false;
  const canOverride = isReviewer && run.status === "complete" && !run.is_archived;
  const note = !whoami.data
    ? null
    : !isReviewer
      ? "Only admins and members can override a verdict."
      : run.is_archived
        ? "The run is archived: its verdicts can't be overridden."
        : run.status !== "complete"
          ? "Verdicts can be overridden once the run is complete."
          : "Override a verdict the matcher got wrong, with the reason; the run is rescored and the reason kept in its audit trail.";

  const save = async (control: RunControl, verdict: ControlVerdict | null, reason: string) => {
    const { overrideControl, showRun } = await loadZeroTouchMutations();
    const saved = await overrideControl(run.id, { control_id: control.control_id, verdict, reason });
    showRun(queryClient, saved);
    setEditing(null);
    const now = saved.result.controls.find((candidate) => candidate.control_id === control.control_id);
    const what = verdict === null ? "Removed the override of" : `Overrode ${VERDICT_LABELS[verdict]} on`;
    toast({
      title: `${what} ${control.ref || control.title}`,
      description: `${now ? `The verdict is ${VERDICT_LABELS[now.verdict]}; ` : ""}the composite is now ${formatScore(saved.result.composite_score)}.`,
      variant: "success",
    });
  };

  return (
    <Card title="Controls" description={controls.length > 0 ? verdictCounts(controls) : undefined}>
      {controls.length === 0 ? (
        <p className={`text-sm ${muted}`}>
          {run.status === "complete" || run.status === "failed"
            ? "This run has no control verdicts."
            : "The controls are assessed while the run scores."}
        </p>
      ) : (
        <>
          {note ? <p className={`mb-4 text-sm ${muted}`}>{note}</p> : null}
          <ul aria-label="Controls and their evidence" className="divide-y divide-slate-200 dark:divide-slate-800">
            {controls.map((control) => (
              <ControlItem
                key={control.control_id}
                control={control}
                canOverride={canOverride}
                onOverride={setEditing}
              />
            ))}
          </ul>
        </>
      )}
      {editing ? (
        <OverrideDialog
          control={editing}
          vendorName={run.vendor_name}
          onClose={() => setEditing(null)}
          onSave={(verdict, reason) => save(editing, verdict, reason)}
        />
      ) : null}
    </Card>
  );
}
