"use client";

import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { type ApiKeyRecord, useRevokeApiKey } from "@/lib/web/hooks/api-keys";
import { keyLabel } from "./model";

export interface RevokeApiKeyDialogProps {
  /** The key to revoke; the dialog is open while set. */
  apiKey: ApiKeyRecord | null;
  onOpenChange: (open: boolean) => void;
  onRevoked: (revoked: ApiKeyRecord) => void;
}

const MAX_REASON = 1000;

export function RevokeApiKeyDialog({ apiKey, onOpenChange, onRevoked }: RevokeApiKeyDialogProps) {
  const revoke = useRevokeApiKey();
  const [reason, setReason] = useState("");
  const keyId = apiKey?.id;

  useEffect(() => {
    if (keyId) {
      setReason("");
    }
  }, [keyId]);

  const label = apiKey ? keyLabel(apiKey) : "";
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={onOpenChange}
      variant="danger"
      title={`Revoke ${label}?`}
      description={`${label} (${apiKey?.id ?? ""}) stops working immediately. This can't be undone.`}
      confirmLabel="Revoke key"
      onConfirm={async () => {
        if (!apiKey) {
          return;
        }
        const revoked = await revoke.mutateAsync({ id: apiKey.id, reason: reason.trim() || undefined });
        onRevoked(revoked);
      }}
    >
      <FormField label="Reason (optional)" description="Recorded in the activity log for compliance.">
        <Textarea value={reason} maxLength={MAX_REASON} onChange={(event) => setReason(event.target.value)} />
      </FormField>
    </ConfirmDialog>
  );
}
