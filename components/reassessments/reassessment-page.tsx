"use client";

import Link from "next/link";
import { eventTitle } from "@/components/radar-events/event-columns";
import { focusRing } from "@/components/ui/cn";
import { useRecordTitle } from "@/components/ui/document-title";
import { PageHeader } from "@/components/ui/page-header";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useAssessmentPlans } from "@/lib/web/hooks/controls";
import { radarEventPath, useRadarEvent } from "@/lib/web/hooks/radar-events";
import { useReassessment } from "@/lib/web/hooks/reassessments";
import { CreatedAssessments } from "./created-assessments";
import { ReassessmentActions } from "./reassessment-actions";
import { ReassessmentDetails } from "./reassessment-details";
import { ReassessmentVendors } from "./reassessment-vendors";
import { reassessmentStatusLabel, reassessmentTitle } from "./status";
import { ReassessmentStatusBadge } from "./status-badge";
import { ReassessmentStepper } from "./stepper";

const linkClass = `rounded hover:underline ${focusRing}`;
const backLink = (
  <Link href="/reassessments" className={linkClass}>
    <span aria-hidden="true">← </span>Reassessments
  </Link>
);

/**
 * Drafting a reassessment: its state on draft → confirmed → run (or dismissed), the title and plan,
 * the vendor set with include switches and search to add more, the actions with why each is not
 * possible yet, and after the run the created assessments with their live status.
 */
export function ReassessmentPage({ reassessmentId }: { reassessmentId: string }) {
  const reassessment = useReassessment(reassessmentId);
  const eventId = reassessment.data?.radar_event_id ?? "";
  const event = useRadarEvent(eventId, { enabled: eventId !== "" });
  const plans = useAssessmentPlans();
  const eventName = event.data ? eventTitle(event.data) : null;
  const title = reassessment.data ? reassessmentTitle(reassessment.data, eventName) : undefined;
  useRecordTitle(title);

  if (reassessment.isPending) {
    return <LoadingState label="Loading the reassessment…" />;
  }
  if (reassessment.isError) {
    return (
      <RecordLoadError
        error={reassessment.error}
        eyebrow={backLink}
        title="Reassessment"
        noun="reassessment"
        back={{ href: "/reassessments", label: "reassessments" }}
        onRetry={() => void reassessment.refetch()}
        retrying={reassessment.isFetching}
      />
    );
  }

  const current = reassessment.data;
  const planName = plans.data?.find((plan) => plan.id === current.assessment_plan_id)?.name ?? null;
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={reassessmentTitle(current, eventName)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <ReassessmentStatusBadge status={current.status} />
            {current.radar_event_id ? (
              <span>
                From the event{" "}
                <Link
                  href={radarEventPath(current.radar_event_id)}
                  className={`text-blue-700 dark:text-blue-300 ${linkClass}`}
                >
                  {eventName ?? "Radar event"}
                </Link>
              </span>
            ) : null}
            <span>
              · drafted <Time value={current.created_at} />
            </span>
          </span>
        }
      />
      {/* Always mounted, so each state change is announced. */}
      <p role="status" className="sr-only">
        Status: {reassessmentStatusLabel(current.status)}.
      </p>
      <div className="space-y-6">
        <section aria-labelledby="reassessment-state" className="space-y-4">
          <h2 id="reassessment-state" className="sr-only">
            State and actions
          </h2>
          <ReassessmentStepper status={current.status} />
          <ReassessmentActions
            reassessment={current}
            planName={planName}
            plans={plans.data}
            plansError={plans.isError ? plans.error.message : null}
          />
        </section>
        <CreatedAssessments reassessment={current} />
        <ReassessmentDetails
          reassessment={current}
          plans={plans.data}
          plansError={plans.isError ? plans.error.message : null}
        />
        <ReassessmentVendors reassessment={current} />
      </div>
    </>
  );
}
