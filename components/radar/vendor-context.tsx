"use client";

import Link from "next/link";
import { formatScore } from "@/components/assessments/status";
import { isClosedFindingStatus } from "@/components/findings/list-state";
import { focusRing } from "@/components/ui/cn";
import { tierLabel } from "@/components/vendors/list-state";
import { useLatestAssessment, useVendorActiveFindings } from "@/lib/web/hooks/radar-alert-detail";
import { useRiskLevels, useStatuses } from "@/lib/web/hooks/taxonomy";
import { useVendor } from "@/lib/web/hooks/vendors";

const link = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;
/** The API's largest page: a vendor's open findings are counted among its first 200 active ones. */
const FINDINGS_COUNTED = 200;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function useOpenFindings(vendorId: string) {
  const statuses = useStatuses("finding");
  const findings = useVendorActiveFindings(vendorId, FINDINGS_COUNTED);
  if (!findings.data || !statuses.data) {
    return { text: findings.isError ? "Couldn't load" : "…" };
  }
  const names = new Map(statuses.data.map((status) => [status.id, status.name]));
  const open = findings.data.items.filter(
    (finding) => !isClosedFindingStatus(names.get(finding.finding_status_id ?? "")),
  ).length;
  const more = findings.data.total > findings.data.items.length ? "+" : "";
  return { text: `${open}${more}` };
}

/** The vendor's tier, risk levels, open findings and latest assessment, beside an alert. */
export function VendorContext({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const vendor = useVendor(vendorId);
  const riskLevels = useRiskLevels();
  const openFindings = useOpenFindings(vendorId);
  const latest = useLatestAssessment(vendorId);
  const level = (id: string | null | undefined) =>
    id ? (riskLevels.data?.find((candidate) => candidate.id === id)?.name ?? "…") : "Not set";
  const vendorHref = `/vendors/${encodeURIComponent(vendorId)}`;

  return (
    <section aria-labelledby="alert-panel-vendor" className="mt-5">
      <h3 id="alert-panel-vendor" className="font-semibold text-slate-900 dark:text-slate-100">
        <Link href={vendorHref} className={link}>
          {vendorName}
        </Link>
      </h3>
      {vendor.isError ? (
        <p className="mt-1 text-red-700 dark:text-red-400">Couldn't load the vendor: {vendor.error.message}</p>
      ) : (
        <dl className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
          <Field label="Tier">{vendor.data ? tierLabel(vendor.data.tier) : "…"}</Field>
          <Field label="Inherent risk">{vendor.data ? level(vendor.data.inherent_risk_level_id) : "…"}</Field>
          <Field label="Residual risk">{vendor.data ? level(vendor.data.residual_risk_level_id) : "…"}</Field>
          <Field label="Open findings">
            <Link href={`${vendorHref}?tab=findings`} className={link}>
              {openFindings.text}
            </Link>
          </Field>
          <Field label="Latest assessment">
            {latest.data === undefined ? (
              "…"
            ) : latest.data === null ? (
              "None yet"
            ) : (
              <Link href={`/assessments/${encodeURIComponent(latest.data.id)}`} className={link}>
                {latest.data.name} · score {formatScore(latest.data.score_percent)}
              </Link>
            )}
          </Field>
        </dl>
      )}
    </section>
  );
}
