"use client";

import Link from "next/link";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { cn, focusRing } from "@/components/ui/cn";
import { QueryList } from "@/components/ui/query-list";
import { EmptyState } from "@/components/ui/states";
import { useFindings } from "@/lib/web/hooks/findings";

const LIMIT = 50;
const linkClass = cn("rounded text-blue-700 underline-offset-2 hover:underline dark:text-blue-300", focusRing);

/** The findings the assessment raised (GET /v1/findings?assessment_id=…), linking to the findings page. */
export function AssessmentFindings({ assessmentId }: { assessmentId: string }) {
  const headingId = useId();
  const findings = useFindings({ limit: LIMIT, offset: 0, assessment_id: assessmentId });
  const href = `/findings?assessment=${encodeURIComponent(assessmentId)}&archived=all`;

  const body = (
    <QueryList
      query={findings}
      loadingLabel="Loading the findings…"
      empty={
        <EmptyState
          title="No findings"
          description="A finding is raised for each control not met or without evidence."
        />
      }
    >
      {(rows) => (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rows.map((finding) => (
            <li key={finding.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <span className="text-slate-900 dark:text-slate-100">{finding.title}</span>
              {finding.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );

  const total = findings.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          Findings{findings.data ? ` (${total})` : ""}
        </h2>
        <Link href={href} className={cn("text-sm", linkClass)}>
          Open in Findings
        </Link>
      </div>
      {body}
      {total > LIMIT ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The first {LIMIT} of {total}; the findings page lists them all.
        </p>
      ) : null}
    </section>
  );
}
