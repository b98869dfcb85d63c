"use client";

import Link from "next/link";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { ErrorState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useIntakeSessions } from "@/lib/web/hooks/intake";
import { SessionStatusBadge } from "./badges";
import { sessionHref } from "./model";

const SHOWN = 20;
const muted = "text-slate-600 dark:text-slate-400";
const linkClass = `rounded font-medium text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;

/**
 * The vendor page's "Intake requests": the vendor requests this vendor was created from, newest first.
 * Nothing shows for a vendor that came from none.
 */
export function VendorIntakeRequests({ vendorId }: { vendorId: string }) {
  const sessions = useIntakeSessions({ vendor_id: vendorId, limit: SHOWN, offset: 0 });
  let body: React.ReactNode;
  if (!sessions.isError && (!sessions.data || sessions.data.items.length === 0)) {
    return null;
  }
  if (sessions.isError) {
    body = (
      <ErrorState
        title="Couldn't load the intake requests"
        message={sessions.error.message}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {(sessions.data?.items ?? []).map((session) => (
          <li key={session.session_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <Link href={sessionHref(session.session_id)} className={linkClass}>
                Request for {session.vendor_name}
              </Link>
              <span className={muted}>
                {" "}
                · filed by {session.filed_by?.name ?? "someone"} <Time value={session.created_at} />
              </span>
            </span>
            <span className="flex items-center gap-2">
              {session.procurement?.status_name ? (
                <span className={muted}>{session.procurement.status_name}</span>
              ) : null}
              <SessionStatusBadge status={session.status} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card title="Intake requests" description="The vendor requests procurement filed for this vendor.">
      {body}
      {sessions.data && sessions.data.total > sessions.data.items.length ? (
        <p className={`mt-2 text-sm ${muted}`}>
          Showing the newest {sessions.data.items.length} of {sessions.data.total}.
        </p>
      ) : null}
    </Card>
  );
}
