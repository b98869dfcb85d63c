"use client";

import Link from "next/link";
import { type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { cn, focusRing } from "@/components/ui/cn";
import { FilterSelect } from "@/components/ui/filter-select";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { type Assessment, type Evaluation, useAssessmentEvaluations } from "@/lib/web/hooks/assessments";
import { useDocumentDownload } from "@/lib/web/use-document-download";
import { useUrlState } from "@/lib/web/use-url-state";
import {
  countResults,
  filterEvaluations,
  RESULT_LABELS,
  RESULT_VARIANTS,
  readResultFilter,
  resultFilterOptions,
} from "./model";

/** Statuses after the analysis started: their evaluations exist (or are being written). */
const EVALUATED = new Set(["analyzing_questionnaire", "review_evals", "complete", "failed", "canceled"]);

const linkClass = cn("rounded text-blue-700 underline-offset-2 hover:underline dark:text-blue-300", focusRing);

/** The document a quote comes from, as a link-like button that downloads it. */
function EvidenceDocument({ documentId, name }: { documentId: string; name: string }) {
  const { download, downloading, error } = useDocumentDownload();
  return (
    <>
      <button
        type="button"
        className={cn("inline-flex items-center gap-1 text-left underline", linkClass)}
        aria-label={`Download ${name}`}
        aria-busy={downloading || undefined}
        onClick={() => void download(documentId)}
      >
        {name}
        {downloading ? <Spinner size="sm" /> : null}
      </button>
      {error ? (
        <span role="alert" className="ml-2 text-red-700 dark:text-red-400">
          {error}
        </span>
      ) : null}
    </>
  );
}

function EvaluationItem({ evaluation, assessmentId }: { evaluation: Evaluation; assessmentId: string }) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-2 rounded-md border border-slate-200 p-4 dark:border-slate-800"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            <span className="font-mono">{evaluation.control_ref}</span> {evaluation.control_title}
          </h3>
          <Badge variant={RESULT_VARIANTS[evaluation.result]}>{RESULT_LABELS[evaluation.result]}</Badge>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{evaluation.control_description}</p>
        <details className="text-sm">
          <summary className={cn("cursor-pointer rounded text-slate-700 dark:text-slate-300", focusRing)}>
            Criteria ({evaluation.criteria.length})
          </summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
            {evaluation.criteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </details>
        {evaluation.rationale ? (
          <p className="text-sm text-slate-800 dark:text-slate-200">
            <span className="font-medium">Rationale: </span>
            {evaluation.rationale}
          </p>
        ) : null}
        {evaluation.evidence.length > 0 ? (
          <ul aria-label={`Evidence for ${evaluation.control_ref}`} className="space-y-2">
            {evaluation.evidence.map((evidence, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same sentence may be quoted from two documents
              <li key={index} className="border-l-4 border-slate-300 pl-3 text-sm dark:border-slate-600">
                <blockquote className="italic text-slate-800 dark:text-slate-200">“{evidence.quote}”</blockquote>
                <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                  From <EvidenceDocument documentId={evidence.document_id} name={evidence.document_name} />
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        {evaluation.finding_id ? (
          <p className="text-sm">
            <Link href={`/findings?assessment=${encodeURIComponent(assessmentId)}`} className={linkClass}>
              Finding raised for {evaluation.control_ref}
            </Link>
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** The evaluation of each control, filtered by result (kept in the URL as `?result=`). */
export function EvaluationsSection({ assessment }: { assessment: Assessment }) {
  const headingId = useId();
  const url = useUrlState();
  const result = readResultFilter(url.filters.result);
  const started = EVALUATED.has(assessment.status);
  const live = assessment.status === "analyzing_questionnaire";
  const evaluations = useAssessmentEvaluations(assessment.id, { enabled: started, live });
  const items = evaluations.data?.items ?? [];
  const counts = countResults(items);
  const shown = filterEvaluations(items, result);

  let body: ReactNode;
  if (!started) {
    body = (
      <EmptyState
        title="No evaluations yet"
        description="Each control is evaluated once the supporting documents have been read."
      />
    );
  } else if (evaluations.isPending) {
    body = <LoadingState variant="skeleton" rows={4} label="Loading the evaluations…" />;
  } else if (evaluations.isError) {
    body = (
      <ErrorState
        message={evaluations.error.message}
        onRetry={() => void evaluations.refetch()}
        retrying={evaluations.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={live ? "Evaluating the first control…" : "No evaluations"}
        description={live ? "Evaluations appear here as each control is done." : "The control sets have no controls."}
      />
    );
  } else if (shown.length === 0) {
    body = <EmptyState title="No evaluations with this result" />;
  } else {
    body = (
      <ul className="space-y-3">
        {shown.map((evaluation) => (
          <EvaluationItem key={evaluation.id} evaluation={evaluation} assessmentId={assessment.id} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
            Evaluations
          </h2>
          {items.length > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {counts.met} met, {counts.partially_met} partially met, {counts.not_met} not met, {counts.no_evidence}{" "}
              without evidence.
            </p>
          ) : null}
        </div>
        {items.length > 0 ? (
          <FilterSelect
            label="Result"
            className="w-full sm:w-52"
            value={result}
            onChange={(event) => url.setParams({ result: event.target.value })}
            placeholder={`All results (${items.length})`}
            options={resultFilterOptions(counts)}
          />
        ) : null}
      </div>
      {body}
    </section>
  );
}
