"use client";

import Link from "next/link";
import { DraftReassessmentButton } from "@/components/reassessments/draft-reassessment-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { DialogButton } from "@/components/ui/dialog-button";
import { useRecordTitle } from "@/components/ui/document-title";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { RecordLoadError } from "@/components/ui/record-load-error";
import { LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import type { RadarEvent } from "@/lib/modules/radar/schemas";
import { useRadarEvent, useUpdateRadarEvent } from "@/lib/web/hooks/radar-events";
import { webHref } from "@/lib/web/web-link";
import { eventTitle, linkClass } from "./event-columns";
import { EventReassessments } from "./event-reassessments";
import { ImpactedVendors } from "./impacted-vendors";

const backLink = (
  <Link href="/radar/events" className={`rounded hover:underline ${focusRing}`}>
    <span aria-hidden="true">← </span>Radar events
  </Link>
);

function ArchiveButton({ event }: { event: RadarEvent }) {
  const update = useUpdateRadarEvent(event.id);
  const { toast } = useToast();
  if (event.is_archived) {
    return (
      <Button
        variant="secondary"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { is_archived: false },
            {
              onSuccess: () => toast({ title: "Event restored", description: eventTitle(event), variant: "success" }),
              onError: (error) =>
                toast({ title: "Couldn't restore the event", description: error.message, variant: "error" }),
            },
          )
        }
      >
        Restore
      </Button>
    );
  }
  return (
    <DialogButton
      label="Archive"
      variant="secondary"
      dialog={LazyConfirmDialog}
      dialogProps={{
        title: "Archive this event?",
        description: "Its alerts leave the triage inbox with it. You can restore both later.",
        confirmLabel: "Archive event",
        variant: "danger",
        onConfirm: async () => {
          await update.mutateAsync({ is_archived: true });
          toast({ title: "Event archived", description: eventTitle(event), variant: "success" });
        },
      }}
    />
  );
}

function EventDetails({ event }: { event: RadarEvent }) {
  const href = webHref(event.source_url);
  const source = event.source_name ?? event.source_url;
  return (
    <Card title="What happened">
      <p className="whitespace-pre-line text-sm text-slate-900 dark:text-slate-100">{event.summary}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Occurred</dt>
          <dd>
            <Time value={event.occurred_at} mode="absolute" />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Source</dt>
          <dd>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {source}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              (source ?? "Recorded by hand")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Recorded</dt>
          <dd>
            <Time value={event.created_at} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** One radar event: what happened, its impacted vendors and their alerts, and its reassessments. */
export function EventPage({ eventId }: { eventId: string }) {
  const event = useRadarEvent(eventId);
  const title = event.data ? eventTitle(event.data) : undefined;
  useRecordTitle(title);

  if (event.isPending) {
    return <LoadingState label="Loading the event…" />;
  }
  if (event.isError) {
    return (
      <RecordLoadError
        error={event.error}
        eyebrow={backLink}
        title="Radar event"
        noun="event"
        back={{ href: "/radar/events", label: "radar events" }}
        onRetry={() => void event.refetch()}
        retrying={event.isFetching}
      />
    );
  }

  const current = event.data;
  const name = eventTitle(current);
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="sr-only">Impact:</span>
            <Badge variant="info">{current.primary_impact_type}</Badge>
            {current.secondary_impact_types.map((type) => (
              <Badge key={type} variant="neutral">
                {type}
              </Badge>
            ))}
            {current.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
          </span>
        }
        actions={
          <>
            <ArchiveButton event={current} />
            <DraftReassessmentButton eventId={current.id} vendorIds={current.vendor_ids} />
          </>
        }
      />
      <div className="space-y-6">
        <EventDetails event={current} />
        <ImpactedVendors event={current} />
        <EventReassessments eventId={current.id} eventName={name} />
      </div>
    </>
  );
}
