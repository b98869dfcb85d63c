"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useMemo, useRef } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import { useRecordTitle } from "@/components/ui/document-title";
import { PageHeader } from "@/components/ui/page-header";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { LoadingState } from "@/components/ui/states";
import { assessmentKeys, useAssessment } from "@/lib/web/hooks/assessments";
import { documentKeys } from "@/lib/web/hooks/documents";
import { findingKeys } from "@/lib/web/hooks/findings";
import { useUserOptions } from "@/lib/web/hooks/user-options";
import { useVendor } from "@/lib/web/hooks/vendors";
import { AssessmentActions } from "./assessment-actions";
import { AssessmentFindings } from "./assessment-findings";
import { AssessmentSummary } from "./assessment-summary";
import { EvaluationsSection } from "./evaluations-section";
import { statusAnnouncement } from "./model";
import { StatusChip } from "./status-chip";
import { StatusStepper } from "./status-stepper";
import { SupportingDocuments } from "./supporting-documents";

const linkClass = `rounded hover:underline ${focusRing}`;
const backLink = (
  <Link href="/assessments" className={linkClass}>
    <span aria-hidden="true">← </span>Assessments
  </Link>
);

/**
 * One assessment: where the engine is (a stepper that follows it live and announces each status
 * change), the score, the evaluations with their evidence, the findings and documents, and the
 * reviewer's actions.
 */
export function AssessmentPage({ assessmentId }: { assessmentId: string }) {
  const queryClient = useQueryClient();
  const assessment = useAssessment(assessmentId);
  const data = assessment.data;
  const vendor = useVendor(data?.vendor_id ?? "", { enabled: Boolean(data) });
  const users = useUserOptions();
  const userNames = useMemo(
    () => new Map((users.data ?? []).map((option) => [option.value, option.label])),
    [users.data],
  );

  // Each status change brings new evaluations, findings or document states: they refetch.
  const status = data?.status;
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current !== status) {
      const first = seenStatus.current === undefined;
      seenStatus.current = status;
      if (first) {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.evaluations(assessmentId) });
      void queryClient.invalidateQueries({ queryKey: findingKeys.lists });
      void queryClient.invalidateQueries({ queryKey: documentKeys.assessment(assessmentId) });
    }
  }, [status, assessmentId, queryClient]);

  // Approving or archiving removes the button that had focus: keyboard users continue from the stepper.
  const statusRef = useRef<HTMLElement>(null);
  const stage = data ? `${data.status}:${data.is_archived}` : undefined;
  const seenStage = useRef(stage);
  useEffect(() => {
    const changed = seenStage.current !== undefined && seenStage.current !== stage;
    seenStage.current = stage;
    if (changed && (document.activeElement === document.body || !document.activeElement)) {
      statusRef.current?.focus();
    }
  }, [stage]);

  const name = data?.name;
  useRecordTitle(name);

  if (assessment.isPending) {
    return <LoadingState label="Loading the assessment…" />;
  }
  if (assessment.isError) {
    return (
      <RecordLoadError
        error={assessment.error}
        eyebrow={backLink}
        title="Assessment"
        noun="assessment"
        back={{ href: "/assessments", label: "assessments" }}
        onRetry={() => void assessment.refetch()}
        retrying={assessment.isFetching}
      />
    );
  }

  const current = assessment.data;
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={current.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusChip assessment={current} />
            {current.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
            <Link
              href={`/vendors/${encodeURIComponent(current.vendor_id)}?tab=assessments`}
              className={`text-blue-700 dark:text-blue-300 ${linkClass}`}
            >
              {vendor.data?.name ?? "Vendor"}
            </Link>
          </span>
        }
        actions={
          <>
            <AssessmentActions assessment={current} />
            <HistoryButton
              entityType="assessment"
              entityId={current.id}
              name={current.name}
              variant="secondary"
              size="md"
            />
          </>
        }
      />
      {/* Always mounted, so each status change (not each progress tick) is announced. */}
      <p role="status" className="sr-only">
        {statusAnnouncement(current)}
      </p>
      <div className="space-y-8">
        <section
          ref={statusRef}
          aria-label="Status"
          tabIndex={-1}
          className="rounded-md border border-slate-200 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-800 dark:focus-visible:ring-blue-400"
        >
          <StatusStepper assessment={current} />
        </section>
        <AssessmentSummary assessment={current} vendor={vendor.data} userNames={userNames} />
        <EvaluationsSection assessment={current} />
        <div className="grid gap-8 lg:grid-cols-2">
          <AssessmentFindings assessmentId={current.id} />
          <SupportingDocuments assessmentId={current.id} vendorId={current.vendor_id} />
        </div>
      </div>
    </>
  );
}
