"use client";

import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { useToast } from "@/components/ui/toast";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { isPolling, type RadarSource, usePollRadarSource, useUpdateRadarSource } from "@/lib/web/hooks/radar-feeds";
import { PollResult } from "./poll-result";

interface RowProps {
  source: RadarSource;
  canEdit: boolean;
  onPollStarted: (source: RadarSource) => void;
}

function SourceRow({ source, canEdit, onPollStarted }: RowProps) {
  const update = useUpdateRadarSource();
  const poll = usePollRadarSource();
  const { toast } = useToast();
  const fail = (title: string) => (error: Error) => toast({ title, description: error.message, variant: "error" });
  const enabled = update.isPending ? (update.variables?.changes.enabled ?? source.enabled) : source.enabled;
  const label = <VisuallyHidden> {source.name}</VisuallyHidden>;

  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <span className="block font-medium text-slate-900 dark:text-slate-100">{source.name}</span>
        <span className="block break-all text-xs text-slate-600 dark:text-slate-400">{source.feed_url}</span>
      </th>
      <td className="px-4 py-3">
        {source.is_archived ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">Archived</span>
        ) : (
          <input
            type="checkbox"
            role="switch"
            aria-label={`Polling enabled: ${source.name}`}
            aria-checked={enabled}
            checked={enabled}
            disabled={!canEdit || update.isPending}
            className={`h-4 w-4 accent-blue-700 ${focusRing}`}
            onChange={(event) =>
              update.mutate(
                { id: source.id, changes: { enabled: event.target.checked } },
                { onError: fail("Couldn't change the feed") },
              )
            }
          />
        )}
      </td>
      <td className="px-4 py-3">
        <PollResult source={source} />
      </td>
      <td className="px-4 py-3 text-right">
        {canEdit ? (
          <span className="inline-flex flex-wrap justify-end gap-2">
            {source.is_archived ? null : (
              <Button
                size="sm"
                variant="secondary"
                loading={poll.isPending || isPolling(source)}
                onClick={() =>
                  poll.mutate(source.id, { onSuccess: onPollStarted, onError: fail("Couldn't poll the feed") })
                }
              >
                Test now{label}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: source.id, changes: { is_archived: !source.is_archived } },
                  { onError: fail(source.is_archived ? "Couldn't restore the feed" : "Couldn't archive the feed") },
                )
              }
            >
              {source.is_archived ? "Restore" : "Archive"}
              {label}
            </Button>
          </span>
        ) : null}
      </td>
    </tr>
  );
}

export interface SourcesTableProps {
  caption: string;
  sources: RadarSource[];
  canEdit: boolean;
  onPollStarted: (source: RadarSource) => void;
}

export function SourcesTable({ caption, sources, canEdit, onPollStarted }: SourcesTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            <th scope="col" className="px-4 py-2">
              Feed
            </th>
            <th scope="col" className="px-4 py-2">
              Polling
            </th>
            <th scope="col" className="px-4 py-2">
              Last poll
            </th>
            <th scope="col" className="px-4 py-2">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <SourceRow key={source.id} source={source} canEdit={canEdit} onPollStarted={onPollStarted} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
