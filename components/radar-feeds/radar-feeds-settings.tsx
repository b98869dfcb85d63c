"use client";

import { type ReactNode, useEffect, useState } from "react";
import { Card } from "@/components/ui/card";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { isPolling, type RadarSource, useRadarSources } from "@/lib/web/hooks/radar-feeds";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { KeywordRulesCard } from "./keyword-rules-card";
import { pollSummary } from "./poll-result";
import { SourcesTable } from "./sources-table";

// The dialog carries the form and validation libraries: it loads when first opened.
const AddSourceDialog = lazyComponent(() => import("./add-source-dialog").then((module) => module.AddSourceDialog));

/**
 * Settings → Radar feeds: the organization's RSS/Atom sources with their last poll, "Test now",
 * polling on or off, archive; a form to add one; the keyword rules. Admins change them; members
 * see them read-only. A poll runs in the background: the list is read again until it ends, and the
 * end of a poll started here is announced with its result.
 */
export function RadarFeedsSettings() {
  const canEdit = isAdmin(useWhoAmI().data);
  const sources = useRadarSources();
  const { toast } = useToast();
  const [announcement, setAnnouncement] = useState("");
  /** The polls started (or joined) from this page, by source, until they end. */
  const [followed, setFollowed] = useState<ReadonlyMap<string, string>>(new Map());

  const feeds = (sources.data?.items ?? []).filter((source) => source.kind === "feed");
  const active = feeds.filter((source) => !source.is_archived);
  const archived = feeds.filter((source) => source.is_archived);

  const onPollStarted = (source: RadarSource) => {
    if (source.poll) {
      const pollId = source.poll.id;
      setFollowed((current) => new Map(current).set(source.id, pollId));
    }
    setAnnouncement(`${source.name}: polling…`);
  };

  const onPollEnded = (source: RadarSource) => {
    if (source.poll?.state === "failed") {
      setAnnouncement(`${source.name}: the poll broke off. Try again later.`);
      toast({
        title: `Couldn't poll ${source.name}`,
        description: "The poll broke off; try again later.",
        variant: "error",
      });
      return;
    }
    const summary = pollSummary(source);
    setAnnouncement(`${source.name}: ${source.last_poll_status === "failed" ? "poll failed. " : ""}${summary}`);
    toast({
      title: source.last_poll_status === "failed" ? `Couldn't read ${source.name}` : `Polled ${source.name}`,
      description: summary,
      variant: source.last_poll_status === "failed" ? "error" : "success",
    });
  };

  const items = sources.data?.items;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list is read again, announcing through the latest callbacks
  useEffect(() => {
    if (followed.size === 0 || !items) {
      return;
    }
    const ended = items.filter(
      (source) => followed.get(source.id) === source.poll?.id && source.poll !== null && !isPolling(source),
    );
    if (ended.length > 0) {
      for (const source of ended) {
        onPollEnded(source);
      }
      setFollowed((current) => {
        const next = new Map(current);
        for (const source of ended) {
          next.delete(source.id);
        }
        return next;
      });
    }
  }, [items, followed]);

  let list: ReactNode;
  if (sources.isPending) {
    list = <LoadingState label="Loading feeds…" />;
  } else if (sources.error) {
    list = <ErrorState message={sources.error.message} onRetry={() => void sources.refetch()} />;
  } else if (active.length === 0) {
    list = (
      <EmptyState
        title="No feeds yet"
        description="Nothing is polled until you add a feed. Events you enter by hand are not affected."
      />
    );
  } else {
    list = <SourcesTable caption="Feed sources" sources={active} canEdit={canEdit} onPollStarted={onPollStarted} />;
  }

  return (
    <>
      <PageHeader
        title="Radar feeds"
        description="News feeds the radar reads every 15 minutes. Items naming a vendor (by name or website domain) become radar events and alerts."
      />
      <div className="space-y-6">
        <Card
          title="Feed sources"
          flush
          actions={
            canEdit ? <DialogButton label="Add feed" size="sm" dialog={AddSourceDialog} dialogProps={{}} /> : null
          }
        >
          {list}
        </Card>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {archived.length > 0 ? (
          <Card title="Archived feeds" description="Not polled. Restore a feed to poll it again." flush>
            <SourcesTable caption="Archived feeds" sources={archived} canEdit={canEdit} onPollStarted={onPollStarted} />
          </Card>
        ) : null}
        <KeywordRulesCard canEdit={canEdit} />
      </div>
    </>
  );
}
