"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { buttonClassName } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { useRecordTitle } from "@/components/ui/document-title";
import { PageHeader } from "@/components/ui/page-header";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { Spinner } from "@/components/ui/spinner";
import { LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { lazyNearView } from "@/components/ui/when-near-view";
import { isRunSettled, type ZeroTouchRun, zeroTouchKeys } from "@/lib/web/hooks/zero-touch";
import { useZeroTouchRun } from "@/lib/web/hooks/zero-touch-run";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { ReviewStatusBadge, RunStatusBadge, TierBadge } from "./badges";
import { SCORE_TARGET_LABELS } from "./detail-labels";
import { Field } from "./field";
import { formatPercent } from "./labels";
import { ReviewActions } from "./review-actions";
import { RunComponents } from "./run-components";
import { ScoreBar } from "./score-bar";

// Below the fold: their code loads when they come near the viewport, not with the page.
const muted = "text-slate-600 dark:text-slate-400";
const RunDetails = lazyNearView(
  () => import("./run-details").then((module) => module.RunDetails),
  <Card title="Controls">
    <p className={`text-sm ${muted}`}>Loading the controls, their evidence and the vendor's profile…</p>
  </Card>,
);
const RunFollowUp = lazyNearView(
  () => import("./run-follow-up").then((module) => module.RunFollowUp),
  <Card title="Correct this run">
    <p className={`text-sm ${muted}`}>Loading the correction box and the audit trail…</p>
  </Card>,
);

const backLink = (
  <Link href="/zero-touch" className={`rounded hover:underline ${focusRing}`}>
    <span aria-hidden="true">← </span>Zero touch
  </Link>
);

/** Where the score went: the vendor's or service's risk level it set, or why it did not. */
function pushText(run: ZeroTouchRun): string {
  const { result } = run;
  const { push } = result;
  if (push.score_target === "none") {
    return "The score stays on the run (no score target is configured).";
  }
  const target = SCORE_TARGET_LABELS[push.score_target];
  if (push.pushed) {
    return `Set ${target.toLowerCase()} to ${push.risk_level_name ?? "a level of the risk scale"}.`;
  }
  return `Did not set ${target.toLowerCase()}${result.push_skipped_reason ? `: ${result.push_skipped_reason}` : "."}`;
}

/** Why the run is not ranked: the coverage's reason, else the profile's (its tier's reasoning). */
function insufficientReason(run: ZeroTouchRun): string | null {
  const { coverage, profile } = run.result;
  const insufficient = coverage ? !coverage.is_sufficient : profile?.risk_tier === "insufficient_evidence";
  if (run.status !== "complete" || !insufficient) {
    return null;
  }
  return coverage?.reason ?? profile?.risk_tier_reasoning ?? "Too little of the configured weight had data.";
}

/** How much of the configured weight had data, against the organization's minimum. */
function CoverageText({ run }: { run: ZeroTouchRun }) {
  const { coverage } = run.result;
  if (!coverage) {
    return <span className={muted}>Not measured (scored before coverage was reported)</span>;
  }
  return (
    <>
      <span className="tabular-nums">{formatPercent(coverage.percent)}</span> of the configured weight had data
      <span className={`block text-xs ${muted}`}>
        Ranking needs {formatPercent(coverage.minimum_percent)}
        {coverage.is_sufficient ? ": enough evidence to rank." : ": not enough to rank."}
      </span>
    </>
  );
}

function RunSummary({ run }: { run: ZeroTouchRun }) {
  const { result } = run;
  const push = pushText(run);
  const insufficient = insufficientReason(run);
  // A run judged on too little evidence has no risk tier to show, whatever a profile said before.
  const tier = insufficient ? "insufficient_evidence" : (result.profile?.risk_tier ?? null);
  const escalatedTo = run.review_status === "escalated" ? run.escalated_to : null;
  return (
    <Card title="Summary">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Composite score">
          <ScoreBar score={result.composite_score} />
          {insufficient && result.composite_score !== null ? (
            <span className={`block text-xs ${muted}`}>Not ranked: insufficient evidence</span>
          ) : null}
        </Field>
        <Field label="Coverage">
          <CoverageText run={run} />
        </Field>
        <Field label="Risk tier">
          <TierBadge tier={tier} />
        </Field>
        <Field label="Run status">
          <RunStatusBadge status={run.status} />
        </Field>
        <Field label="Review">
          <ReviewStatusBadge status={run.review_status} />
          {run.is_archived && run.review_status !== "archived" ? <span className={muted}> (archived)</span> : null}
          {escalatedTo ? <span className="mt-1 block">Escalated to {escalatedTo.name}</span> : null}
        </Field>
        <Field label="Launched">
          <Time value={run.created_at} />
        </Field>
        <Field label="Finished">
          <Time value={run.completed_at} fallback="Not yet" />
        </Field>
      </dl>
      {insufficient ? (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">Insufficient evidence</p>
          <p>{insufficient}</p>
          <p className="mt-1">
            The run is not ranked and has no risk tier; nothing is pushed to the vendor. Components without data are
            listed below with why.
          </p>
        </div>
      ) : null}
      {isRunSettled(run.status) ? null : (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner size="sm" />
          {run.status === "queued" ? "Waiting to start." : "Scoring the vendor."} This page updates by itself.
        </p>
      )}
      {run.status === "failed" ? (
        <p className="mt-4 text-sm text-red-700 dark:text-red-400">
          The run failed{run.status_reason ? `: ${run.status_reason}` : "."}
        </p>
      ) : null}
      {isRunSettled(run.status) ? (
        <p className="mt-4 text-sm text-slate-800 dark:text-slate-200">{push}</p>
      ) : (
        <p className="mt-4 text-sm text-slate-800 dark:text-slate-200">
          The scores below are provisional, from the inputs at hand; the run's own replace them when it finishes.
        </p>
      )}
      {isRunSettled(run.status) && result.risk_tier_push_skipped_reason ? (
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
          The risk tier was not pushed to the vendor: {result.risk_tier_push_skipped_reason}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * One zero touch run: its summary and review actions, each component and what moved it, the changes
 * since the previous run, reputation, sources and profile, a correction box and the audit trail. Polled
 * every second while queued or running.
 */
export function RunPage({ runId }: { runId: string }) {
  const run = useZeroTouchRun(runId);
  const queryClient = useQueryClient();
  const vendorName = run.data?.vendor_name;
  const status = run.data?.status;
  useRecordTitle(vendorName);
  // Each step of the run writes its audit trail: refreshed as the status moves.
  useEffect(() => {
    if (status) {
      void queryClient.invalidateQueries({ queryKey: zeroTouchKeys.audit(runId) });
    }
  }, [status, runId, queryClient]);

  if (run.isPending) {
    return <LoadingState label="Loading the run…" />;
  }
  if (run.isError) {
    if (isModuleNotEnabled(run.error)) {
      return <LazyModuleNotEnabled moduleName="Zero touch" />;
    }
    return (
      <RecordLoadError
        error={run.error}
        eyebrow={backLink}
        title="Zero touch run"
        noun="run"
        back={{ href: "/zero-touch", label: "zero touch" }}
        onRetry={() => void run.refetch()}
        retrying={run.isFetching}
      />
    );
  }

  const current = run.data;
  const result = current.result;
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={current.vendor_name}
        description="Zero touch run: the vendor scored from public evidence."
        actions={
          <Link href={`/vendors/${encodeURIComponent(current.vendor_id)}`} className={buttonClassName("secondary")}>
            Open the vendor
          </Link>
        }
      />
      <div className="space-y-6">
        <RunSummary run={current} />
        <ReviewActions run={current} />
        <RunComponents components={result.components} />
        <RunDetails run={current} />
        <RunFollowUp run={current} />
      </div>
    </>
  );
}
