import { Badge } from "@/components/ui/badge";
import { Time } from "@/components/ui/time";
import { isPolling, type RadarSource } from "@/lib/web/hooks/radar-feeds";

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "5 items, 4 new events" (and what the daily limit left for later), or the reason it failed. */
export function pollSummary(source: RadarSource): string {
  if (source.last_poll_status === "failed") {
    return source.last_poll_error ?? "The poll failed.";
  }
  if (source.last_poll_status === "ok") {
    const read = `${plural(source.last_poll_item_count ?? 0, "item")}, ${plural(source.last_poll_event_count ?? 0, "new event")}`;
    const skipped = source.last_poll_skipped_count ?? 0;
    return skipped > 0 ? `${read}; ${plural(skipped, "new item")} left for tomorrow (daily limit reached)` : read;
  }
  return "Not polled yet";
}

/** The poll under way: waiting for its turn, or reading the feed. */
function PollProgress({ source }: { source: RadarSource }) {
  if (!isPolling(source)) {
    return null;
  }
  return <Badge variant="info">{source.poll?.state === "running" ? "Polling…" : "Poll queued…"}</Badge>;
}

/** The last poll: status, when, what it read and created (or why it failed), and the poll under way. */
export function PollResult({ source }: { source: RadarSource }) {
  const status = source.last_poll_status;
  return (
    <div className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <PollProgress source={source} />
        {status === "ok" ? <Badge variant="success">OK</Badge> : null}
        {status === "failed" ? <Badge variant="danger">Failed</Badge> : null}
        {status === null && !isPolling(source) ? <Badge>Never polled</Badge> : null}
        {source.last_polled_at ? (
          <Time value={source.last_polled_at} className="text-slate-600 dark:text-slate-400" />
        ) : null}
      </div>
      {status ? (
        <p className={status === "failed" ? "text-red-700 dark:text-red-400" : "text-slate-700 dark:text-slate-300"}>
          {pollSummary(source)}
        </p>
      ) : null}
    </div>
  );
}
