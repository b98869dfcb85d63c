"use client";

import Link from "next/link";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { useRecordTitle } from "@/components/ui/document-title";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { type RecordName, useRecordNames } from "@/lib/web/hooks/record-names";
import { useWorkflowRun, type WorkflowRunStep } from "@/lib/web/hooks/workflows";
import { labelOf } from "@/lib/web/labels";
import {
  WORKFLOW_RUN_STATUS_LABELS,
  WORKFLOW_STEP_STATUS_LABELS,
  workflowActionLabel,
  workflowNameLabel,
} from "@/lib/web/labels/workflows";
import {
  artifactDescription,
  artifactRefs,
  artifactTypeLabel,
  RUN_STATUS_VARIANTS,
  STEP_STATUS_VARIANTS,
} from "./model";

const NAMED_ARTIFACTS = new Set<string>(["vendor", "portal", "assessment", "webhook"]);

/** "Input vendor: Acme Corp" and "Result portal: Inherent risk questionnaire for Acme Corp", linked; never an ID. */
function Artifacts({ step, names }: { step: WorkflowRunStep; names: ReadonlyMap<string, RecordName> }) {
  if (step.artifacts.length === 0) {
    return null;
  }
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label="Artifacts">
      {step.artifacts.map((artifact) => {
        const named = NAMED_ARTIFACTS.has(artifact.artifact_type) ? names.get(artifact.id) : undefined;
        const what = `${artifact.role === "trigger" ? "Input" : "Result"} ${artifactTypeLabel(artifact.artifact_type).toLowerCase()}`;
        const words = NAMED_ARTIFACTS.has(artifact.artifact_type)
          ? (named?.name ?? "…")
          : artifactDescription(artifact.artifact_type);
        return (
          <li key={`${artifact.role}-${artifact.id}`} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
            {what}:{" "}
            {named?.href ? (
              <Link href={named.href} className="text-blue-700 underline dark:text-blue-300">
                {words}
              </Link>
            ) : (
              words
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function RunDetail({ runId }: { runId: string }) {
  const run = useWorkflowRun(runId);
  const refs = useMemo(() => artifactRefs(run.data?.steps ?? []), [run.data?.steps]);
  const { names } = useRecordNames(refs);
  useRecordTitle(run.data ? workflowNameLabel(run.data.workflow_name) : undefined);
  const back = (
    <Link href="/workflows/runs" className="underline-offset-2 hover:underline">
      ← Workflow runs
    </Link>
  );
  if (run.isPending) {
    return <LoadingState label="Loading run…" />;
  }
  if (run.isError) {
    return (
      <>
        <PageHeader title="Workflow run" eyebrow={back} />
        <ErrorState message={run.error.message} onRetry={() => void run.refetch()} />
      </>
    );
  }
  const { data } = run;
  return (
    <>
      <PageHeader
        eyebrow={back}
        title={workflowNameLabel(data.workflow_name)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={RUN_STATUS_VARIANTS[data.status]}>{labelOf(WORKFLOW_RUN_STATUS_LABELS, data.status)}</Badge>
            <span>
              Started <Time value={data.started_at} />
              {data.completed_at ? (
                <>
                  , finished <Time value={data.completed_at} />
                </>
              ) : null}
            </span>
          </span>
        }
      />
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
          Steps
        </h2>
        {data.steps.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
            {data.status === "started" ? "Waiting for the first step…" : "No steps were recorded."}
          </p>
        ) : (
          <ol className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
            {data.steps.map((step, index) => (
              <li key={step.step_id} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">
                    {index + 1}. {step.component_name ?? workflowActionLabel(step.action_type)}
                  </span>
                  {step.status ? (
                    <Badge variant={STEP_STATUS_VARIANTS[step.status]}>
                      {labelOf(WORKFLOW_STEP_STATUS_LABELS, step.status)}
                    </Badge>
                  ) : null}
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {workflowActionLabel(step.action_type)} · <Time value={step.updated_at ?? step.created_at} />
                  </span>
                </div>
                {step.message ? (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{step.message}</p>
                ) : null}
                <Artifacts step={step} names={names} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
