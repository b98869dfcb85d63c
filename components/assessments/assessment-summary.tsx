"use client";

import type { ReactNode } from "react";
import { Time } from "@/components/ui/time";
import type { Assessment } from "@/lib/web/hooks/assessments";
import { useControlSets } from "@/lib/web/hooks/controls";
import type { Vendor } from "@/lib/web/hooks/vendor-types";
import { formatScore } from "./status";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const namesOf = (ids: readonly string[], records: readonly { id: string; name: string }[]) =>
  ids.map((id) => records.find((record) => record.id === id)?.name ?? id).join(", ") || "—";

/** Score, findings, who and what it covers, and when it moved. */
export function AssessmentSummary({
  assessment,
  vendor,
  userNames,
}: {
  assessment: Assessment;
  vendor: Vendor | undefined;
  userNames: Map<string, string>;
}) {
  const controlSets = useControlSets();
  const person = (id: string | null) => (id ? (userNames.get(id) ?? "A user") : "—");
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-3 lg:grid-cols-4 dark:border-slate-800">
      <Item term="Score">
        <span className="text-lg font-semibold tabular-nums">{formatScore(assessment.score_percent)}</span>
      </Item>
      <Item term="Findings">
        <span className="text-lg font-semibold tabular-nums">{assessment.findings_count ?? "—"}</span>
      </Item>
      <Item term="Assignee">{person(assessment.assignee_id)}</Item>
      <Item term="Control sets">{namesOf(assessment.control_set_ids, controlSets.data ?? [])}</Item>
      <Item term="Services">{namesOf(assessment.service_ids, vendor?.services ?? [])}</Item>
      <Item term="Created">
        <Time value={assessment.created_at} />
      </Item>
      <Item term="Started">
        <Time value={assessment.initiated_at} fallback="Not yet" />
      </Item>
      <Item term="Approved">
        {assessment.approved_at ? (
          <>
            <Time value={assessment.approved_at} /> by {person(assessment.approved_by)}
          </>
        ) : (
          "Not yet"
        )}
      </Item>
    </dl>
  );
}
