"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteWebhook, type Webhook } from "@/lib/web/hooks/webhooks";

export interface DeleteWebhookDialogProps {
  /** The subscription to delete; the dialog is open while set. */
  webhook: Webhook | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (webhook: Webhook) => void;
  /** Called as the delete is sent (a record's page stops showing the record it is removing). */
  onDeleteStart?: () => void;
}

export function DeleteWebhookDialog({ webhook, onOpenChange, onDeleted, onDeleteStart }: DeleteWebhookDialogProps) {
  const remove = useDeleteWebhook();
  return (
    <ConfirmDialog
      open={webhook !== null}
      onOpenChange={onOpenChange}
      variant="danger"
      title="Delete webhook?"
      description={`${webhook?.url ?? ""} stops receiving events at once.`}
      confirmLabel="Delete webhook"
      onConfirm={async () => {
        if (webhook) {
          onDeleteStart?.();
          await remove.mutateAsync(webhook.id);
          onDeleted(webhook);
        }
      }}
    />
  );
}
