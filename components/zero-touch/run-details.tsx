"use client";

import type { ZeroTouchRun } from "@/lib/web/hooks/zero-touch";
import { RunChangesCard } from "./run-changes";
import { RunControls } from "./run-controls";
import { ProfileCard, ReputationCard, SourcesCard } from "./run-evidence";

/**
 * The run page's evidence, loaded as it comes into view: each control's verdict and quotes (with
 * overrides), what changed since the previous run, reputation, sources and profile.
 */
export function RunDetails({ run }: { run: ZeroTouchRun }) {
  const { result } = run;
  return (
    <>
      <RunControls run={run} />
      {result.changes_since_previous ? (
        <RunChangesCard changes={result.changes_since_previous} controls={result.controls} />
      ) : null}
      <ReputationCard reputation={result.reputation} />
      <SourcesCard sources={result.sources} />
      <ProfileCard profile={result.profile} />
    </>
  );
}
