"use client";

import Link from "next/link";
import { DraftReassessmentButton } from "@/components/reassessments/draft-reassessment-button";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { Time } from "@/components/ui/time";
import { useAlertEvent, useAlertEventAlerts, useRaisedBecause } from "@/lib/web/hooks/radar-alert-detail";
import type { RadarAlert } from "@/lib/web/hooks/radar-alerts";
import { webHref } from "@/lib/web/web-link";
import { alertTitle } from "./alert-table";
import { DismissalLine } from "./dismissal";
import { AlertStateBadge, SeverityBadge } from "./severity";
import { VendorContext } from "./vendor-context";

const link = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

/** Other alerts of the event shown beside one: the first of each state. */
const OTHER_ALERTS_SHOWN = 50;

type RaisedBecause = NonNullable<RadarAlert["raised_because"]>;

const FIELD_WORDS: Record<string, string> = { title: "headline", summary: "text", url: "link" };

/** "The Impacted vendor detector raised it: the feed item's headline names “Acme Cloud”." */
export function whyRaisedText(why: RaisedBecause, vendorName: string): string {
  const detector = why.detector_name ? `The ${why.detector_name} detector` : "A detector";
  const { match } = why;
  const where = match.field ? (FIELD_WORDS[match.field] ?? match.field) : null;
  switch (match.kind) {
    case "linked":
      return `${detector} raised it: ${vendorName} was named on the event by hand when it was recorded.`;
    case "name":
      return `${detector} raised it: the source item's ${where ?? "text"} names “${match.text}”.`;
    case "domain":
      return `${detector} raised it: the source item's ${where ?? "text"} mentions ${match.text}, a domain of ${vendorName}.`;
    default:
      return `${detector} raised it: a feed item matched ${vendorName}.`;
  }
}

function WhyRaised({ alert }: { alert: RadarAlert }) {
  const why = useRaisedBecause(alert.id);
  return (
    <section aria-labelledby="alert-panel-why" className="mt-5">
      <h3 id="alert-panel-why" className="font-semibold text-slate-900 dark:text-slate-100">
        Why this alert
      </h3>
      {why.isError ? (
        <p className="mt-1 text-red-700 dark:text-red-400">Couldn't load it: {why.error.message}</p>
      ) : !why.data ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">{why.isPending ? "Loading…" : "Not known."}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-800 dark:text-slate-200">{whyRaisedText(why.data, alert.vendor_name)}</p>
          {why.data.match.kind !== "linked" && why.data.match.source_title ? (
            <p className="mt-1 text-slate-600 dark:text-slate-400">Source item: “{why.data.match.source_title}”</p>
          ) : null}
        </>
      )}
    </section>
  );
}

export interface AlertPanelProps {
  alert: RadarAlert;
  onClose: () => void;
  onDismiss: (suppressSimilar: boolean) => void;
  onUndismiss: () => void;
}

/**
 * The alert beside the inbox (not a modal: j/k keep moving and the panel follows the cursor): its
 * event's summary and source, the vendor's context, the event's other alerts, and the actions.
 */
export function AlertPanel({ alert, onClose, onDismiss, onUndismiss }: AlertPanelProps) {
  const event = useAlertEvent(alert.event_id);
  const eventAlerts = useAlertEventAlerts(alert.event_id, OTHER_ALERTS_SHOWN);
  const others = (eventAlerts.data?.items ?? []).filter((other) => other.id !== alert.id);
  const title = alertTitle(alert);
  const sourceHref = webHref(event.data?.source_url);

  return (
    <aside
      aria-labelledby="alert-panel-title"
      className="self-start rounded-md border border-slate-200 p-4 text-sm lg:sticky lg:top-4 dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="alert-panel-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the alert panel">
          Close
        </Button>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
        <SeverityBadge severity={alert.severity} />
        <AlertStateBadge alert={alert} />
        {alert.impact_type ? <span>{alert.impact_type}</span> : null}
        <span>
          raised <Time value={alert.created_at} />
        </span>
      </p>
      {alert.is_dismissed ? (
        <div className="mt-2">
          <span className="sr-only">Dismissal: </span>
          <DismissalLine alert={alert} />
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {alert.is_dismissed ? (
          <Button size="sm" variant="secondary" onClick={onUndismiss}>
            Undismiss (u)
          </Button>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => onDismiss(false)}>
              Dismiss (e)
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onDismiss(true)}>
              Dismiss and suppress (s)
            </Button>
          </>
        )}
        {alert.event_id ? (
          <DraftReassessmentButton eventId={alert.event_id} vendorIds={[alert.vendor_id]} variant="secondary" />
        ) : null}
      </div>

      <WhyRaised alert={alert} />

      <section aria-labelledby="alert-panel-event" className="mt-5">
        <h3 id="alert-panel-event" className="font-semibold text-slate-900 dark:text-slate-100">
          Event
        </h3>
        {event.isError ? (
          <p className="mt-1 text-red-700 dark:text-red-400">Couldn't load the event: {event.error.message}</p>
        ) : (
          <>
            <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200">
              {event.data?.summary ?? alert.summary}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {sourceHref ? (
                <a href={sourceHref} target="_blank" rel="noopener noreferrer" className={link}>
                  Source{event.data?.source_name ? `: ${event.data.source_name}` : ""}
                </a>
              ) : event.data?.source_name ? (
                <span>Source: {event.data.source_name}</span>
              ) : null}
              {alert.event_id ? (
                <Link href={`/radar/events/${encodeURIComponent(alert.event_id)}`} className={link}>
                  Open the event page
                </Link>
              ) : null}
            </p>
          </>
        )}
      </section>

      <VendorContext vendorId={alert.vendor_id} vendorName={alert.vendor_name} />

      {alert.event_id ? (
        <section aria-labelledby="alert-panel-others" className="mt-5">
          <h3 id="alert-panel-others" className="font-semibold text-slate-900 dark:text-slate-100">
            Other alerts of this event
          </h3>
          {eventAlerts.isError ? (
            <p className="mt-1 text-red-700 dark:text-red-400">Couldn't load them: {eventAlerts.error.message}</p>
          ) : !eventAlerts.data ? (
            <p className="mt-1 text-slate-600 dark:text-slate-400">Loading…</p>
          ) : others.length === 0 ? (
            <p className="mt-1 text-slate-600 dark:text-slate-400">None: the event names only this vendor.</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
              {others.map((other) => (
                <li key={other.id} className={cn("flex items-center justify-between gap-2 py-1.5")}>
                  <span>{other.vendor_name}</span>
                  <span className="flex gap-1">
                    <SeverityBadge severity={other.severity} />
                    <AlertStateBadge alert={other} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </aside>
  );
}
