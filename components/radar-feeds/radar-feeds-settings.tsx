"use client";

import { type ReactNode, useState } from "react";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { AddSourceForm } from "./add-source-form";
import { type RadarSource, useRadarSources } from "./hooks";
import { KeywordRulesEditor } from "./keyword-rules-editor";
import { pollSummary } from "./poll-result";
import { SourcesTable } from "./sources-table";

/**
 * Settings → Radar feeds: the organization's RSS/Atom sources with their last poll, "Test now",
 * polling on or off, archive; a form to add one; the keyword rules. Admins change them; members
 * see them read-only.
 */
export function RadarFeedsSettings() {
  const canEdit = isAdmin(useWhoAmI().data);
  const sources = useRadarSources();
  const { toast } = useToast();
  const [announcement, setAnnouncement] = useState("");

  const feeds = (sources.data?.items ?? []).filter((source) => source.kind === "feed");
  const active = feeds.filter((source) => !source.is_archived);
  const archived = feeds.filter((source) => source.is_archived);

  const onPolled = (source: RadarSource) => {
    const summary = pollSummary(source);
    setAnnouncement(`${source.name}: ${source.last_poll_status === "failed" ? "poll failed. " : ""}${summary}`);
    toast({
      title: source.last_poll_status === "failed" ? `Couldn't read ${source.name}` : `Polled ${source.name}`,
      description: summary,
      variant: source.last_poll_status === "failed" ? "error" : "success",
    });
  };
  const onAdded = (source: RadarSource) =>
    toast({ title: "Feed added", description: `${source.name}: use Test now to poll it.`, variant: "success" });

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
    list = <SourcesTable caption="Feed sources" sources={active} canEdit={canEdit} onPolled={onPolled} />;
  }

  return (
    <>
      <PageHeader
        title="Radar feeds"
        description="News feeds the radar reads every 15 minutes. Items naming a vendor (by name or website domain) become radar events and alerts."
      />
      <div className="space-y-6">
        <Card title="Feed sources" flush>
          {list}
        </Card>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {archived.length > 0 ? (
          <Card title="Archived feeds" description="Not polled. Restore a feed to poll it again." flush>
            <SourcesTable caption="Archived feeds" sources={archived} canEdit={canEdit} onPolled={onPolled} />
          </Card>
        ) : null}
        {canEdit ? <AddSourceForm onAdded={onAdded} /> : null}
        <KeywordRulesEditor canEdit={canEdit} />
      </div>
    </>
  );
}
