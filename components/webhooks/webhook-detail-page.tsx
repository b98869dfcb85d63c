"use client";

import { type ReactNode, useMemo, useState } from "react";
import { HistoryPanel } from "@/components/change-history/history-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { useRedeliverEvent, useWebhook, useWebhookDeliveries, type WebhookDelivery } from "@/lib/web/hooks/webhooks";
import { useListTable } from "@/lib/web/use-list-table";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { useUrlState } from "@/lib/web/use-url-state";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { deliveryHealth, deliveryStatusTone } from "./model";

const SendTestDialog = lazyComponent(() => import("./send-test-dialog").then((m) => m.SendTestDialog));

function RedeliverButton({ delivery }: { delivery: WebhookDelivery }) {
  const redeliver = useRedeliverEvent();
  const { toast } = useToast();
  const canRedeliver = isAdmin(useWhoAmI().data);
  if (!canRedeliver) {
    return null;
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={redeliver.isPending}
      onClick={() =>
        redeliver.mutate(
          { id: delivery.webhook_id, eventId: delivery.event_id },
          {
            onSuccess: () => toast({ title: "Redelivery queued", description: delivery.event_id, variant: "success" }),
            onError: (error) => toast({ title: "Couldn't redeliver", description: error.message, variant: "error" }),
          },
        )
      }
    >
      Redeliver<VisuallyHidden> {delivery.event_id}</VisuallyHidden>
    </Button>
  );
}

const columns: DataTableColumn<WebhookDelivery>[] = [
  {
    id: "attempted_at",
    header: "Attempted",
    cell: ({ row }) => <Time value={row.original.attempted_at} className="whitespace-nowrap" />,
  },
  {
    id: "event",
    header: "Event",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.event_type}</span>
        <code className="font-mono text-xs text-slate-600 dark:text-slate-400">{row.original.event_id}</code>
      </span>
    ),
  },
  { id: "attempt", header: "Attempt", cell: ({ row }) => row.original.attempt },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <Badge variant={deliveryStatusTone[row.original.status]}>{row.original.status}</Badge>,
  },
  {
    id: "response",
    header: "Response",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>
          {row.original.response_status ?? "—"}
          {row.original.response_time_ms !== null ? ` · ${row.original.response_time_ms} ms` : ""}
        </span>
        {row.original.error ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">{row.original.error}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: "actions",
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    meta: { align: "right" },
    cell: ({ row }) =>
      row.original.status === "error" || row.original.status === "timeout" ? (
        <RedeliverButton delivery={row.original} />
      ) : null,
  },
];

/** `verification`: the signature-checking snippet, rendered on the server so its text adds no JS. */
export function WebhookDetailPage({ webhookId, verification }: { webhookId: string; verification: ReactNode }) {
  const webhook = useWebhook(webhookId);
  const url = useUrlState({ defaultPageSize: 25 });
  const deliveries = useWebhookDeliveries(webhookId, { limit: url.pageSize, offset: url.offset });
  // Polled every 5 s: only another page loading marks the table busy (dimmed), never a poll.
  const table = useListTable(url, deliveries, { polled: true });
  const { toast } = useToast();
  const canEdit = isAdmin(useWhoAmI().data);
  const [testOpen, setTestOpen] = useState(false);
  const testMounted = useOpenedOnce(testOpen);
  const health = useMemo(() => (webhook.data ? deliveryHealth(webhook.data) : null), [webhook.data]);

  if (webhook.isPending) {
    return <LoadingState label="Loading webhook…" />;
  }
  if (webhook.isError) {
    return (
      <ErrorState
        message={webhook.error.message}
        onRetry={() => void webhook.refetch()}
        retrying={webhook.isFetching}
      />
    );
  }
  const data = webhook.data;
  return (
    <>
      <PageHeader
        eyebrow="Webhook"
        title={data.url}
        description={data.description ?? undefined}
        actions={
          canEdit ? (
            <Button onClick={() => setTestOpen(true)} onMouseEnter={SendTestDialog.preload}>
              Send test
            </Button>
          ) : null
        }
      />
      <div className="mb-6 flex flex-wrap gap-2 text-sm">
        <Badge variant={data.enabled ? "success" : "warning"}>{data.enabled ? "Enabled" : "Disabled"}</Badge>
        {health ? <Badge variant={health.tone}>{health.label}</Badge> : null}
        <span className="text-slate-600 dark:text-slate-400">Events: {data.events.join(", ")}</span>
      </div>
      <h2 className="mb-2 text-lg font-semibold">Delivery history</h2>
      <DataTable
        caption="Delivery attempts, newest first"
        columns={columns}
        {...table}
        getRowId={(delivery) => delivery.id}
        emptyState={<EmptyState title="No delivery attempts yet" description="Send a test to see an attempt here." />}
      />
      {verification}
      <div className="mt-8">
        <HistoryPanel entityType="webhook" entityId={webhookId} />
      </div>
      {testMounted ? (
        <SendTestDialog
          webhookId={webhookId}
          open={testOpen}
          onOpenChange={setTestOpen}
          onSent={() => {
            setTestOpen(false);
            toast({
              title: "Test delivery queued",
              description: "It appears in the history in a moment.",
              variant: "success",
            });
          }}
        />
      ) : null}
    </>
  );
}
