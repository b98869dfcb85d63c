"use client";

import Link from "next/link";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { useUpdateWebhook, useWebhooks, type Webhook } from "@/lib/web/hooks/webhooks";
import { webhookEventLabel } from "@/lib/web/labels/webhooks";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { isAdmin, useWhoAmI } from "@/lib/web/use-whoami";
import { deliveryHealth } from "./model";

// The dialogs (and the form libraries under them) load when first needed.
const WebhookFormDialog = lazyComponent(() => import("./webhook-form-dialog").then((m) => m.WebhookFormDialog));
const DeleteWebhookDialog = lazyComponent(() => import("./delete-webhook-dialog").then((m) => m.DeleteWebhookDialog));

function EnabledSwitch({ webhook, canEdit }: { webhook: Webhook; canEdit: boolean }) {
  const update = useUpdateWebhook();
  const { toast } = useToast();
  // While the change (and the refetch after it) is in flight, show what was asked for.
  const checked = update.isPending ? (update.variables?.changes.enabled ?? webhook.enabled) : webhook.enabled;
  return (
    <input
      type="checkbox"
      role="switch"
      aria-checked={checked}
      aria-label={`Enabled: ${webhook.url}`}
      checked={checked}
      disabled={!canEdit || update.isPending}
      className={`h-4 w-4 accent-blue-700 ${focusRing}`}
      onChange={(event) =>
        update.mutate(
          { id: webhook.id, changes: { enabled: event.target.checked } },
          {
            onError: (error) =>
              toast({ title: "Couldn't change the webhook", description: error.message, variant: "error" }),
          },
        )
      }
    />
  );
}

/** Writes need an admin (the API answers others 403), so other roles see the list read-only. */
function buildColumns(
  canEdit: boolean,
  onEdit: (webhook: Webhook) => void,
  onDelete: (webhook: Webhook) => void,
): DataTableColumn<Webhook>[] {
  return [
    {
      id: "url",
      header: "Endpoint",
      cell: ({ row }) => (
        <span className="flex flex-col">
          <Link
            href={`/webhooks/${row.original.id}`}
            className={`break-all font-medium text-blue-700 underline dark:text-blue-400 ${focusRing}`}
          >
            {row.original.url}
          </Link>
          {row.original.description ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">{row.original.description}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "events",
      header: "Events",
      cell: ({ row }) => (
        <span title={row.original.events.map((event) => webhookEventLabel(event)).join(", ")}>
          {row.original.events.length}
        </span>
      ),
    },
    {
      id: "health",
      header: "Delivery health",
      cell: ({ row }) => {
        const health = deliveryHealth(row.original);
        return <Badge variant={health.tone}>{health.label}</Badge>;
      },
    },
    { id: "enabled", header: "Enabled", cell: ({ row }) => <EnabledSwitch webhook={row.original} canEdit={canEdit} /> },
    {
      id: "actions",
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { align: "right" },
      cell: ({ row }) => {
        if (!canEdit) {
          return null;
        }
        const name = <VisuallyHidden> {row.original.url}</VisuallyHidden>;
        return (
          <span className="inline-flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => onEdit(row.original)}>
              Edit{name}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onDelete(row.original)}>
              Delete{name}
            </Button>
          </span>
        );
      },
    },
  ];
}

export function WebhooksPage() {
  const webhooks = useWebhooks();
  const canEdit = isAdmin(useWhoAmI().data);
  const { toast } = useToast();
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const openForm = useCallback((webhook: Webhook | null) => {
    setEditing(webhook);
    setFormOpen(true);
  }, []);
  const columns = useMemo(() => buildColumns(canEdit, openForm, setDeleting), [canEdit, openForm]);
  const rows = webhooks.data ?? [];
  const addButton: ReactNode = (
    <Button onClick={() => openForm(null)} onMouseEnter={WebhookFormDialog.preload}>
      Add webhook
    </Button>
  );
  const formMounted = useOpenedOnce(formOpen);
  const deleteMounted = useOpenedOnce(deleting !== null);

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed HTTPS notifications to your systems when vendors, services and assessments change."
        actions={canEdit ? addButton : null}
      />
      <DataTable
        caption="Webhook subscriptions"
        columns={columns}
        data={rows}
        getRowId={(webhook) => webhook.id}
        total={rows.length}
        page={0}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        isLoading={webhooks.isPending}
        isFetching={webhooks.isFetching}
        error={webhooks.error}
        onRetry={() => void webhooks.refetch()}
        emptyState={
          <EmptyState title="No webhooks yet" description="Add an endpoint to receive events as they happen." />
        }
      />
      {formMounted ? (
        <WebhookFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          webhook={editing}
          onSaved={(saved, created) => {
            setFormOpen(false);
            toast({ title: created ? "Webhook added" : "Webhook saved", description: saved.url, variant: "success" });
          }}
        />
      ) : null}
      {deleteMounted ? (
        <DeleteWebhookDialog
          webhook={deleting}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          onDeleted={(deleted) => toast({ title: "Webhook deleted", description: deleted.url, variant: "success" })}
        />
      ) : null}
    </>
  );
}
