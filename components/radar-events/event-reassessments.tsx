"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { includedVendors, reassessmentTitle } from "@/components/reassessments/status";
import { ReassessmentStatusBadge } from "@/components/reassessments/status-badge";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { reassessmentPath } from "@/lib/web/hooks/reassessment-keys";
import { useReassessments } from "@/lib/web/hooks/reassessments";
import { linkClass } from "./event-columns";

/** Reassessments drafted from this event, newest first. */
export function EventReassessments({ eventId, eventName }: { eventId: string; eventName: string }) {
  const list = useReassessments({ radar_event_id: eventId });

  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingState variant="skeleton" rows={2} label="Loading the reassessments…" />;
  } else if (list.isError) {
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        title="No reassessment yet"
        description="Draft one to assess the impacted vendors again with an assessment plan."
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {list.data.items.map((reassessment) => (
          <li key={reassessment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
            <Link href={reassessmentPath(reassessment.id)} className={`font-medium ${linkClass}`}>
              {reassessmentTitle(reassessment, eventName)}
            </Link>
            <ReassessmentStatusBadge status={reassessment.status} />
            <span className="text-slate-600 dark:text-slate-400">
              {includedVendors(reassessment).length} of {reassessment.vendors.length} vendors included · drafted{" "}
              <Time value={reassessment.created_at} />
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card title="Reassessments from this event" flush>
      {body}
    </Card>
  );
}
