"use client";

import Link from "next/link";
import { StatusChip } from "@/components/assessments/status-chip";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import { assessmentPath, useLiveAssessments } from "@/lib/web/hooks/assessments";

const linkClass = `rounded font-medium text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;
/** Slower than the assessment page's own poll: a run may have created many. */
const POLL_MS = 3_000;

/**
 * The assessments a run created, one per included vendor, each with its live status: each is
 * refetched while the engine still works on it (created, collecting, indexing, analyzing).
 */
export function CreatedAssessments({ reassessment }: { reassessment: Reassessment }) {
  const created = reassessment.vendors.filter((vendor) => vendor.assessment_id !== null);
  const assessments = useLiveAssessments(
    created.map((vendor) => vendor.assessment_id ?? ""),
    POLL_MS,
  );
  if (created.length === 0) {
    return null;
  }
  return (
    <Card title="Created assessments" description="Their status follows the assessment engine as it works." flush>
      <ul aria-label="Created assessments" className="divide-y divide-slate-200 dark:divide-slate-800">
        {created.map((vendor, index) => {
          const assessment = assessments[index];
          return (
            <li key={vendor.vendor_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <Link href={assessmentPath(vendor.assessment_id ?? "")} className={linkClass}>
                {assessment?.data?.name ?? `Assessment of ${vendor.vendor_name}`}
              </Link>
              <span className="text-slate-600 dark:text-slate-400">{vendor.vendor_name}</span>
              {assessment?.data ? (
                <StatusChip assessment={assessment.data} />
              ) : assessment?.isError ? (
                <span className="text-red-700 dark:text-red-400">
                  Couldn't load its status: {assessment.error.message}
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">Loading its status…</span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
