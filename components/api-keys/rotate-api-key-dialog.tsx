"use client";

import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { type ApiKeyRecord, type RotatedApiKey, useRotateApiKey } from "@/lib/web/hooks/api-keys";
import { keyLabel, OVERLAP_OPTIONS, type OverlapChoice, rotateBody } from "./model";

export interface RotateApiKeyDialogProps {
  /** The key to rotate; the dialog is open while set. */
  apiKey: ApiKeyRecord | null;
  onOpenChange: (open: boolean) => void;
  /** Receives the successor, secret included; the dialog keeps nothing. */
  onRotated: (rotated: RotatedApiKey, previous: ApiKeyRecord) => void;
}

export function RotateApiKeyDialog({ apiKey, onOpenChange, onRotated }: RotateApiKeyDialogProps) {
  const rotate = useRotateApiKey();
  const [overlap, setOverlap] = useState<OverlapChoice>("0");
  const keyId = apiKey?.id;

  useEffect(() => {
    if (keyId) {
      setOverlap("0");
    }
  }, [keyId]);

  const label = apiKey ? keyLabel(apiKey) : "";
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={onOpenChange}
      title={`Rotate ${label}?`}
      description={`A new key with the same name and scopes is created. ${label} (${apiKey?.id ?? ""}) is revoked: at once, or when the overlap you choose ends, so your integrations can switch to the new secret first.`}
      confirmLabel="Rotate key"
      onConfirm={async () => {
        if (!apiKey) {
          return;
        }
        const rotated = await rotate.mutateAsync({ id: apiKey.id, body: rotateBody(overlap) });
        rotate.reset(); // the secret now lives only in the one-time dialog
        onRotated(rotated, apiKey);
      }}
    >
      <FormField label="Old secret keeps working" description="At most 24 hours. You can revoke it earlier.">
        <Select
          options={[...OVERLAP_OPTIONS]}
          value={overlap}
          onChange={(event) => setOverlap(event.target.value as OverlapChoice)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
