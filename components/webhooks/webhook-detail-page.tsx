"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useMemo, useState } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { useRecordTitle } from "@/components/ui/document-title";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import {
  useRedeliverEvent,
  useUpdateWebhook,
  useWebhook,
  useWebhookDeliveries,
  type Webhook,
  type WebhookDelivery,
} from "@/lib/web/hooks/webhooks";
import { deliveryStatusLabel, retryStateLabel, webhookEventLabel } from "@/lib/web/labels/webhooks";
import { useListTable } from "@/lib/web/use-list-table";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { useUrlState } from "@/lib/web/use-url-state";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { deliveryTitle, LONG_ERROR_CHARACTERS } from "./delivery-text";
import { deliveryHealth, deliveryStatusTone } from "./model";

// Dialogs and the attempt drawer load when first opened.
const SendTestDialog = lazyComponent(() => import("./send-test-dialog").then((m) => m.SendTestDialog));
const WebhookFormDialog = lazyComponent(() => import("./webhook-form-dialog").then((m) => m.WebhookFormDialog));
const DeleteWebhookDialog = lazyComponent(() => import("./delete-webhook-dialog").then((m) => m.DeleteWebhookDialog));
const AttemptDrawer = lazyComponent(() => import("./attempt-drawer").then((m) => m.AttemptDrawer));

const backLink = (
  <Link href="/webhooks" className={`rounded hover:underline ${focusRing}`}>
    <span aria-hidden="true">← </span>Webhooks
  </Link>
);

function RedeliverButton({ delivery }: { delivery: WebhookDelivery }) {
  const redeliver = useRedeliverEvent();
  const { toast } = useToast();
  const canRedeliver = isAdmin(useWhoAmI().data);
  if (!canRedeliver) {
    return null;
  }
  const title = deliveryTitle(delivery);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={redeliver.isPending}
      onClick={() =>
        redeliver.mutate(
          { id: delivery.webhook_id, eventId: delivery.event_id },
          {
            onSuccess: () => toast({ title: "Redelivery queued", description: title, variant: "success" }),
            onError: (error) => toast({ title: "Couldn't redeliver", description: error.message, variant: "error" }),
          },
        )
      }
    >
      Redeliver<VisuallyHidden> {title}</VisuallyHidden>
    </Button>
  );
}

/** The full error, wrapped; a long one shows its start with the rest behind "Show full error". */
export function DeliveryError({ error }: { error: string }) {
  const className = "whitespace-pre-wrap break-words text-xs text-red-800 dark:text-red-300";
  if (error.length <= LONG_ERROR_CHARACTERS) {
    return <span className={className}>{error}</span>;
  }
  return (
    <details className="text-xs">
      <summary className={`cursor-pointer text-red-800 dark:text-red-300 ${focusRing}`}>
        {error.slice(0, LONG_ERROR_CHARACTERS)}… <span className="underline">Show full error</span>
      </summary>
      <p className={`mt-1 ${className}`}>{error}</p>
    </details>
  );
}

function buildColumns(onOpen: (delivery: WebhookDelivery) => void): DataTableColumn<WebhookDelivery>[] {
  return [
    {
      id: "attempted_at",
      header: "Attempted",
      cell: ({ row }) => <Time value={row.original.attempted_at} className="whitespace-nowrap" />,
    },
    {
      id: "event",
      header: "Event",
      cell: ({ row }) => (
        <span className="block min-w-40 max-w-xs break-words" title={row.original.event_id}>
          {deliveryTitle(row.original)}
        </span>
      ),
    },
    { id: "attempt", header: "Attempt", cell: ({ row }) => `${row.original.attempt} of 5` },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <Badge variant={deliveryStatusTone[row.original.status]}>{deliveryStatusLabel(row.original.status)}</Badge>
      ),
    },
    {
      id: "response",
      header: "Response",
      cell: ({ row }) => (
        <span className="flex min-w-48 max-w-md flex-col gap-1">
          <span>
            {row.original.response_status !== null ? `HTTP ${row.original.response_status}` : "No response"}
            {row.original.response_time_ms !== null ? ` · ${row.original.response_time_ms} ms` : ""}
          </span>
          {row.original.error ? <DeliveryError error={row.original.error} /> : null}
        </span>
      ),
    },
    {
      id: "retry",
      header: "Next retry",
      cell: ({ row }) =>
        row.original.retry_state === "none" ? (
          <span className="text-slate-600 dark:text-slate-400">—</span>
        ) : (
          <span className="flex flex-col">
            <span>{retryStateLabel(row.original.retry_state)}</span>
            {row.original.next_retry_at !== null ? (
              <Time value={row.original.next_retry_at} className="whitespace-nowrap text-xs" />
            ) : null}
          </span>
        ),
    },
    {
      id: "actions",
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { align: "right" },
      cell: ({ row }) => (
        <span className="inline-flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onOpen(row.original)}
            onMouseEnter={AttemptDrawer.preload}
          >
            Details
            <VisuallyHidden>
              {" "}
              of attempt {row.original.attempt}: {deliveryTitle(row.original)}
            </VisuallyHidden>
          </Button>
          {row.original.retry_state === "exhausted" || row.original.retry_state === "not_retried" ? (
            <RedeliverButton delivery={row.original} />
          ) : null}
        </span>
      ),
    },
  ];
}

function EnableButton({ webhook }: { webhook: Webhook }) {
  const update = useUpdateWebhook();
  const { toast } = useToast();
  const next = !webhook.enabled;
  return (
    <Button
      variant="secondary"
      loading={update.isPending}
      onClick={() =>
        update.mutate(
          { id: webhook.id, changes: { enabled: next } },
          {
            onSuccess: () =>
              toast({
                title: next ? "Webhook enabled" : "Webhook disabled",
                description: next ? "It receives events again." : "Events are recorded as skipped until you enable it.",
                variant: "success",
              }),
            onError: (error) =>
              toast({ title: "Couldn't change the webhook", description: error.message, variant: "error" }),
          },
        )
      }
    >
      {webhook.enabled ? "Disable" : "Enable"}
    </Button>
  );
}

/** `verification`: the signature-checking snippet, rendered on the server so its text adds no JS. */
export function WebhookDetailPage({ webhookId, verification }: { webhookId: string; verification: ReactNode }) {
  const webhook = useWebhook(webhookId);
  const url = useUrlState({ defaultPageSize: 25 });
  const deliveries = useWebhookDeliveries(webhookId, { limit: url.pageSize, offset: url.offset });
  // Polled every 5 s: only another page loading marks the table busy (dimmed), never a poll.
  const table = useListTable(url, deliveries, { polled: true });
  const router = useRouter();
  const { toast } = useToast();
  const canEdit = isAdmin(useWhoAmI().data);
  const [testOpen, setTestOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [openAttempt, setOpenAttempt] = useState<string | null>(null);
  // Set as the delete is sent: the refetch that follows answers 404, which is not an error here.
  const [removing, setRemoving] = useState(false);
  const testMounted = useOpenedOnce(testOpen);
  const editMounted = useOpenedOnce(editOpen);
  const deleteMounted = useOpenedOnce(deleteOpen);
  const attemptMounted = useOpenedOnce(openAttempt !== null);
  const columns = useMemo(() => buildColumns((delivery) => setOpenAttempt(delivery.id)), []);
  useRecordTitle(webhook.data?.description || webhook.data?.url);
  // The counts come with the attempts listed (one read), so they always agree with the table;
  // until the first page arrives, the subscription's own counts (the same definition) stand in.
  const summary = deliveries.data?.summary ?? webhook.data;
  const health = useMemo(
    () => (webhook.data && summary ? deliveryHealth({ ...webhook.data, ...summary }) : null),
    [webhook.data, summary],
  );

  if (webhook.isPending || (removing && webhook.isError)) {
    return <LoadingState label={removing ? "Deleting webhook…" : "Loading webhook…"} />;
  }
  if (webhook.isError) {
    return (
      <>
        <div className="mb-4 text-sm">{backLink}</div>
        <ErrorState
          message={webhook.error.message}
          onRetry={() => void webhook.refetch()}
          retrying={webhook.isFetching}
        />
      </>
    );
  }
  const data = webhook.data;
  return (
    <>
      <PageHeader
        eyebrow={backLink}
        title={<span className="break-all">{data.url}</span>}
        description={data.description ?? undefined}
        actions={
          <>
            {canEdit ? (
              <>
                <Button onClick={() => setTestOpen(true)} onMouseEnter={SendTestDialog.preload}>
                  Send test
                </Button>
                <Button variant="secondary" onClick={() => setEditOpen(true)} onMouseEnter={WebhookFormDialog.preload}>
                  Edit
                </Button>
                <EnableButton webhook={data} />
                <Button
                  variant="secondary"
                  onClick={() => setDeleteOpen(true)}
                  onMouseEnter={DeleteWebhookDialog.preload}
                >
                  Delete
                </Button>
              </>
            ) : null}
            <HistoryButton entityType="webhook" entityId={webhookId} name={data.url} variant="secondary" size="md" />
          </>
        }
      />
      <div className="mb-6 space-y-2 text-sm">
        <div className="flex flex-wrap gap-2">
          <Badge variant={data.enabled ? "success" : "warning"}>{data.enabled ? "Enabled" : "Disabled"}</Badge>
          {health ? <Badge variant={health.tone}>{health.label}</Badge> : null}
        </div>
        <p className="text-slate-600 dark:text-slate-400">
          Events: {data.events.map((event) => webhookEventLabel(event)).join(", ")}
        </p>
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
      {editMounted ? (
        <WebhookFormDialog
          open={editOpen}
          onOpenChange={setEditOpen}
          webhook={data}
          onSaved={(saved) => {
            setEditOpen(false);
            toast({ title: "Webhook saved", description: saved.url, variant: "success" });
          }}
        />
      ) : null}
      {deleteMounted ? (
        <DeleteWebhookDialog
          webhook={deleteOpen ? data : null}
          onOpenChange={setDeleteOpen}
          onDeleteStart={() => setRemoving(true)}
          onDeleted={(deleted) => {
            toast({ title: "Webhook deleted", description: deleted.url, variant: "success" });
            router.push("/webhooks");
          }}
        />
      ) : null}
      {attemptMounted ? (
        <AttemptDrawer webhookId={webhookId} deliveryId={openAttempt} onClose={() => setOpenAttempt(null)} />
      ) : null}
    </>
  );
}
