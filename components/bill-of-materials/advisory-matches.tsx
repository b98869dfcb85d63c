"use client";

import Link from "next/link";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { type AdvisoryMatch, useAdvisory } from "@/lib/web/hooks/bill-of-materials";
import { PurlText, VendorBomLink } from "./parts";
import { linkClass, muted } from "./text";

/** The radar event an advisory's match raised: its page lists the vendor's alert and its state. */
const radarEventHref = (eventId: string) => `/radar/events/${encodeURIComponent(eventId)}`;

function MatchItem({ match }: { match: AdvisoryMatch }) {
  const vendorName = match.vendor_name ?? "Unnamed vendor";
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          <VendorBomLink vendorId={match.vendor_id} name={vendorName} />
        </span>
        {match.radar_event_id ? (
          <Link
            href={radarEventHref(match.radar_event_id)}
            className={linkClass}
            aria-label={`Open the radar alert for ${vendorName}`}
          >
            Open the radar alert
          </Link>
        ) : (
          <span className={`text-sm ${muted}`}>The radar alert is being recorded…</span>
        )}
      </div>
      <ul className="space-y-1 pl-4 text-sm" aria-label={`Affected components of ${vendorName}`}>
        {match.components.map((component) => (
          <li key={component.id} className="flex flex-col">
            <span>
              <span className="text-slate-900 dark:text-slate-100">{component.name}</span>{" "}
              <span className={muted}>{component.version ?? "no version"}</span>
            </span>
            {component.purl ? <PurlText purl={component.purl} name={component.name} /> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** An advisory's matched vendors (each with its affected components and radar alert) and its text. */
export function AdvisoryMatches({ advisoryId }: { advisoryId: string }) {
  const advisory = useAdvisory(advisoryId);
  if (advisory.isPending) {
    return <LoadingState label="Loading the matched vendors…" className="py-4" />;
  }
  if (advisory.isError) {
    return (
      <ErrorState
        message={advisory.error.message}
        onRetry={() => void advisory.refetch()}
        retrying={advisory.isFetching}
        className="py-4"
      />
    );
  }
  const { matches, matching } = advisory.data;
  const details = typeof advisory.data.advisory?.details === "string" ? advisory.data.advisory.details : "";
  return (
    <div className="space-y-3 text-sm">
      {details ? (
        <p className="line-clamp-6 whitespace-pre-line text-slate-700 dark:text-slate-300">{details}</p>
      ) : null}
      {matching ? <p className={muted}>Matching against the vendors' latest bills of materials…</p> : null}
      {matches && matches.length > 0 ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {matches.map((match) => (
            <MatchItem key={match.vendor_id} match={match} />
          ))}
        </ul>
      ) : matching ? null : (
        <p className={muted}>No vendor's latest bill of materials holds an affected version.</p>
      )}
    </div>
  );
}
