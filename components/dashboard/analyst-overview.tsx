"use client";

import { FINDING_DUE_SOON_DAYS } from "@/lib/contract/findings";
import { isApiRequestError } from "@/lib/web/api-client";
import {
  useOpenAlertCounts,
  usePendingBankReviewCount,
  useUnreviewedRunCount,
} from "@/lib/web/hooks/analyst-dashboard";
import { useFindingCount } from "@/lib/web/hooks/finding-triage";
import { useNow } from "@/lib/web/use-now";
import { dueBeforeOf } from "../findings/list-state";
import { BarChart } from "./bar-chart";
import { StatCard, type StatState, statStateOf } from "./stat-card";

const SEVERITIES = [
  { key: "high", label: "High", color: "bg-red-600" },
  { key: "medium", label: "Medium", color: "bg-amber-500" },
  { key: "low", label: "Low", color: "bg-blue-600 dark:bg-blue-500" },
  { key: "informational", label: "Informational", color: "bg-slate-400 dark:bg-slate-500" },
] as const;

interface CountQuery {
  data: number | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A count's card state; a module switched off (404 not_enabled) or a role without access says so. */
function countState(query: CountQuery, off: string): StatState {
  if (isApiRequestError(query.error)) {
    if (query.error.code === "not_enabled") {
      return { kind: "restricted", note: off };
    }
    if (query.error.status === 403) {
      return { kind: "restricted", note: "Not available to your role" };
    }
  }
  return statStateOf(query);
}

function AlertsBySeverity() {
  const counts = useOpenAlertCounts();
  if (isApiRequestError(counts.error) && counts.error.code === "not_enabled") {
    return (
      <p className="rounded-md border border-slate-200 p-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        Radar is switched off for your organization: no alerts to triage.
      </p>
    );
  }
  if (counts.error) {
    return (
      <p
        role="alert"
        className="rounded-md border border-red-200 p-4 text-sm text-red-700 dark:border-red-900 dark:text-red-400"
      >
        Couldn't load the open alerts: {counts.error.message}
      </p>
    );
  }
  const data = counts.data;
  return (
    <BarChart
      title="Open alerts by severity"
      summary={data ? `${data.total} open ${data.total === 1 ? "alert" : "alerts"} in the triage inbox.` : "Counting…"}
      valueLabel="Open alerts"
      link={{ href: "/radar", label: "Open the triage inbox" }}
      items={SEVERITIES.map((severity) => ({
        label: severity.label,
        value: data?.by_severity[severity.key] ?? 0,
        color: severity.color,
        href: `/radar?severity=${severity.key}`,
      }))}
    />
  );
}

/** The analyst's work: alerts to triage, bank changes and zero touch runs to decide, findings coming due. */
export function AnalystOverview() {
  const now = useNow();
  const bankReviews = usePendingBankReviewCount();
  const runs = useUnreviewedRunCount();
  const dueBefore = now === null ? undefined : dueBeforeOf("week", now);
  const dueSoon = useFindingCount({ open: true, due_before: dueBefore }, dueBefore !== undefined);
  const open = useFindingCount({ open: true });

  return (
    <section aria-labelledby="analyst-title" className="space-y-3">
      <h2 id="analyst-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Your work
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <AlertsBySeverity />
        <ul aria-label="Waiting for you" className="grid gap-4 sm:grid-cols-2">
          <StatCard
            title="Bank reviews waiting"
            description="Bank account changes waiting for a decision."
            href="/bank-reviews"
            linkLabel="Open the bank reviews"
            state={countState(bankReviews, "Supplier profile is off")}
          />
          <StatCard
            title="Zero touch runs to review"
            description="Finished runs nobody has approved or escalated yet."
            href="/zero-touch?status=complete&review=unreviewed"
            linkLabel="Review the runs"
            state={countState(runs, "Zero touch is off")}
          />
          <StatCard
            title="Findings due this week"
            description={`Open findings due within ${FINDING_DUE_SOON_DAYS} days, overdue ones included.`}
            href="/findings?due=week"
            linkLabel="Open the findings due"
            state={statStateOf(dueSoon)}
          />
          <StatCard
            title="Open findings"
            description="Not archived and not resolved or accepted."
            href="/findings?finding_status=open"
            linkLabel="Open the open findings"
            state={statStateOf(open)}
          />
        </ul>
      </div>
    </section>
  );
}
