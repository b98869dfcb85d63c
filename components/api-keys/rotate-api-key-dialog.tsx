"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type ApiKeyRecord, type RotatedApiKey, useRotateApiKey } from "@/lib/web/hooks/api-keys";
import { keyLabel } from "./model";

export interface RotateApiKeyDialogProps {
  /** The key to rotate; the dialog is open while set. */
  apiKey: ApiKeyRecord | null;
  onOpenChange: (open: boolean) => void;
  /** Receives the successor, secret included; the dialog keeps nothing. */
  onRotated: (rotated: RotatedApiKey, previous: ApiKeyRecord) => void;
}

export function RotateApiKeyDialog({ apiKey, onOpenChange, onRotated }: RotateApiKeyDialogProps) {
  const rotate = useRotateApiKey();
  const label = apiKey ? keyLabel(apiKey) : "";
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={onOpenChange}
      title={`Rotate ${label}?`}
      description={`A new key with the same name and scopes is created, and ${label} (${apiKey?.id ?? ""}) is revoked at once: anything still using its secret stops working.`}
      confirmLabel="Rotate key"
      onConfirm={async () => {
        if (!apiKey) {
          return;
        }
        const rotated = await rotate.mutateAsync(apiKey.id);
        rotate.reset(); // the secret now lives only in the one-time dialog
        onRotated(rotated, apiKey);
      }}
    />
  );
}
