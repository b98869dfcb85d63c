"use client";

import { ASSESSMENT_STATUS_LABELS } from "@/components/assessments/status";
import { ErrorState, LoadingState } from "@/components/ui/states";
import type { AssessmentStatus } from "@/lib/web/hooks/assessments";
import { type RiskOverview as Overview, useRiskOverview } from "@/lib/web/hooks/dashboard";
import { BarChart, ColumnChart } from "./bar-chart";

/** Most severe first, as /v1/risk_levels orders them; "Not set" last. */
const RISK_COLORS = ["bg-red-600", "bg-orange-500", "bg-amber-500", "bg-lime-600", "bg-emerald-600"];
const NOT_SET_COLOR = "bg-slate-400 dark:bg-slate-500";
const AGE_COLORS = ["bg-sky-500", "bg-amber-500", "bg-orange-500", "bg-red-600"];

const tierLabel = (tier: string | null) => (tier === null ? "Not tiered" : tier.replace(/^tier_/, "Tier "));
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Charts({ overview }: { overview: Overview }) {
  const { vendors, assessments, findings } = overview;
  const average =
    assessments.average_score === null ? "no scores yet" : `average ${Math.round(assessments.average_score * 100)}%`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        title="Vendors by inherent risk"
        summary={`${plural(vendors.total, "vendor", "vendors")} by inherent risk level.`}
        valueLabel="Vendors"
        link={{ href: "/vendors", label: "Open the vendors" }}
        items={vendors.by_inherent_risk.map((level, index) => ({
          label: level.name,
          value: level.count,
          color: level.risk_level_id === null ? NOT_SET_COLOR : RISK_COLORS[index % RISK_COLORS.length],
          // The vendors list has no "not set" filter: that bar opens every vendor.
          href:
            level.risk_level_id === null ? "/vendors" : `/vendors?inherent=${encodeURIComponent(level.risk_level_id)}`,
        }))}
      />
      <BarChart
        title="Vendors by tier"
        summary={vendors.by_tier.length === 0 ? "No vendors yet." : "Tiers set by the tiering workflow."}
        valueLabel="Vendors"
        link={{ href: "/vendors", label: "Open the vendors" }}
        items={vendors.by_tier.map((row) => ({
          label: tierLabel(row.tier),
          value: row.count,
          color: row.tier === null ? NOT_SET_COLOR : undefined,
          href: row.tier === null ? "/vendors" : `/vendors?tier=${encodeURIComponent(row.tier)}`,
        }))}
      />
      <BarChart
        title="Assessments by status"
        summary={`${plural(assessments.total, "assessment", "assessments")}.`}
        valueLabel="Assessments"
        link={{ href: "/assessments", label: "Open the assessments" }}
        items={assessments.by_status.map((row) => ({
          label: ASSESSMENT_STATUS_LABELS[row.status as AssessmentStatus] ?? row.status,
          value: row.count,
          // Archived assessments count as canceled: that bar lists active and archived ones.
          href:
            row.status === "canceled"
              ? "/assessments?assessment_status=canceled&archived=all"
              : `/assessments?assessment_status=${encodeURIComponent(row.status)}`,
        }))}
      />
      <ColumnChart
        title="Assessment scores"
        summary={`${plural(assessments.scored, "scored assessment", "scored assessments")}, ${average}.`}
        valueLabel="Assessments"
        link={{ href: "/assessments", label: "Open the assessments" }}
        items={assessments.score_distribution.map((band) => ({ label: band.label, value: band.count }))}
      />
      <BarChart
        title="Open findings by age"
        summary={`${plural(findings.open_total, "open finding", "open findings")}, by days since they were raised.`}
        valueLabel="Open findings"
        link={{ href: "/findings?finding_status=open", label: "Open the open findings" }}
        items={findings.open_by_age.map((bucket, index) => ({
          label: bucket.label,
          value: bucket.count,
          color: AGE_COLORS[index],
          // The findings list has no age filter: each bar opens the open findings (the same count in total).
          href: "/findings?finding_status=open",
        }))}
      />
    </div>
  );
}

/** The dashboard's risk charts (GET /v1/dashboard/risk-overview). */
export function RiskOverview() {
  const overview = useRiskOverview();
  return (
    <section aria-labelledby="risk-overview-title" className="space-y-3">
      <h2 id="risk-overview-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Risk overview
      </h2>
      {overview.data ? (
        <Charts overview={overview.data} />
      ) : overview.error ? (
        <ErrorState
          title="Couldn't load the risk overview"
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <LoadingState variant="skeleton" rows={6} label="Loading the risk overview…" />
      )}
    </section>
  );
}
