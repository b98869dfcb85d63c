"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { isRunSettled, zeroTouchKeys } from "@/lib/web/hooks/zero-touch";
import { useRunSummaries } from "@/lib/web/hooks/zero-touch-launch";

export interface LaunchState {
  /** Every vendor asked for, by ID, with its name. */
  names: ReadonlyMap<string, string>;
  runs: readonly { id: string; vendorId: string }[];
  /** Vendors the API would not launch for. */
  refused: readonly { vendorId: string; error: string }[];
}

/**
 * A bulk launch's live progress: the runs' summaries polled every second until each is complete or
 * failed, then the leaderboard refreshed once; failures listed by vendor name.
 */
export function LaunchProgress({ launch, onClose }: { launch: LaunchState; onClose: () => void }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const ids = launch.runs.map((run) => run.id);
  const summaries = useRunSummaries(ids);
  const byId = new Map((summaries.data ?? []).map((run) => [run.id, run]));
  const complete = ids.filter((id) => byId.get(id)?.status === "complete").length;
  const failedRuns = launch.runs.filter((run) => byId.get(run.id)?.status === "failed");
  const settled = ids.every((id) => {
    const status = byId.get(id)?.status;
    return status !== undefined && isRunSettled(status);
  });
  const total = ids.length;
  const done = complete + failedRuns.length;

  useEffect(() => {
    if (settled) {
      void queryClient.invalidateQueries({ queryKey: zeroTouchKeys.leaderboards });
    }
  }, [settled, queryClient]);

  const nameOf = (vendorId: string) => launch.names.get(vendorId) ?? "Unknown vendor";
  const failures = [
    ...launch.refused.map((failure) => ({ vendorId: failure.vendorId, reason: `not launched: ${failure.error}` })),
    ...failedRuns.map((run) => ({ vendorId: run.vendorId, reason: "the run failed" })),
  ];
  const text = `${complete} of ${total} complete${failedRuns.length > 0 ? `, ${failedRuns.length} failed` : ""}`;

  return (
    <section
      aria-labelledby={headingId}
      className="mb-3 rounded-md border border-slate-200 px-3 py-3 text-sm dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900 dark:text-slate-100">
          {settled ? "Zero touch runs finished" : "Running zero touch"}
        </h2>
        {settled ? (
          <Button size="sm" variant="ghost" onClick={onClose}>
            Dismiss
          </Button>
        ) : null}
      </div>
      {total > 0 ? (
        <div aria-live="polite" className="mt-2">
          <ProgressBar label="Zero touch runs" value={done} max={total} text={text} />
        </div>
      ) : null}
      {summaries.isError ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
          Couldn't check the runs' progress: {summaries.error.message} Trying again…
        </p>
      ) : null}
      {failures.length > 0 ? (
        <div className="mt-3">
          <h3 className="font-medium text-slate-900 dark:text-slate-100">
            {failures.length === 1 ? "1 vendor failed" : `${failures.length} vendors failed`}
          </h3>
          <ul className="mt-1 list-disc pl-5 text-slate-800 dark:text-slate-200">
            {failures.map((failure) => (
              <li key={failure.vendorId}>
                {nameOf(failure.vendorId)}: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
