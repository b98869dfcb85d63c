"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { Time } from "@/components/ui/time";
import type { ApiKeyRecord } from "@/lib/web/hooks/api-keys";
import { keyLabel } from "./model";

/** A secret to show once: a new key, or the successor of a rotated one. */
export interface RevealedSecret {
  id: string;
  name: string;
  secret: string;
  /** Set after a rotation: the key that was revoked by it. */
  revoked?: Pick<ApiKeyRecord, "id" | "name">;
  /** After a rotation with an overlap: when the revoked key's secret stops working (Unix seconds). */
  previousSecretExpiresAt?: number | null;
}

export interface SecretDialogProps {
  /** The dialog is open while this is set; the parent clears it on close, so the secret is gone. */
  revealed: RevealedSecret | null;
  onClose: () => void;
  /** Where focus goes after closing (the row that opened the flow may be gone by then). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The one time a secret is shown. Done closes it; any other way out (Escape, ×, a click outside)
 * first asks whether to leave, since the secret cannot be shown again.
 */
export function SecretDialog({ revealed, onClose, onCloseAutoFocus }: SecretDialogProps) {
  const fieldId = useId();
  const warningId = `${fieldId}-warning`;
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const shownId = revealed?.id;
  useEffect(() => {
    if (shownId) {
      setConfirmingLeave(false);
    }
  }, [shownId]);
  return (
    <Dialog open={revealed !== null} onOpenChange={(open) => (open ? undefined : setConfirmingLeave(true))}>
      {revealed ? (
        <DialogContent
          title={revealed.revoked ? "API key rotated" : "API key created"}
          size="lg"
          description={`Secret of ${revealed.name} (${revealed.id}).`}
          onCloseAutoFocus={onCloseAutoFocus}
          // Start on the secret itself: its label and the warning are read out, and it is selected for copying.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(fieldId)?.focus();
          }}
          footer={<Button onClick={onClose}>Done</Button>}
        >
          <div className="space-y-4">
            <p
              id={warningId}
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
            >
              Copy this secret now. You will not be able to see it again.
            </p>
            <div className="space-y-1.5">
              <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                Secret
              </label>
              <div className="flex items-center gap-2">
                {/* Wrapped rather than scrolled, so the whole secret is visible at any width. */}
                <Textarea
                  id={fieldId}
                  readOnly
                  rows={2}
                  value={revealed.secret}
                  aria-describedby={warningId}
                  spellCheck={false}
                  autoComplete="off"
                  className="resize-none break-all font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={revealed.secret} label="Copy secret" className="shrink-0 p-2" />
              </div>
            </div>
            {revealed.revoked && revealed.previousSecretExpiresAt ? (
              <p className="text-slate-700 dark:text-slate-300">
                The previous key {keyLabel(revealed.revoked)} (<code className="font-mono">{revealed.revoked.id}</code>)
                keeps working until <Time value={revealed.previousSecretExpiresAt} mode="absolute" />, then it is
                revoked. Update your integrations to use the new secret before then.
              </p>
            ) : revealed.revoked ? (
              <p className="text-slate-700 dark:text-slate-300">
                The previous key {keyLabel(revealed.revoked)} (<code className="font-mono">{revealed.revoked.id}</code>)
                is now revoked and no longer works. Update your integrations to use the new secret.
              </p>
            ) : (
              <p className="text-slate-700 dark:text-slate-300">
                Send it as <code className="font-mono">Authorization: Bearer &lt;secret&gt;</code>. Store it in a secret
                manager, never in source control.
              </p>
            )}
          </div>
          <ConfirmDialog
            open={confirmingLeave}
            onOpenChange={setConfirmingLeave}
            title="Close without the secret?"
            description="You will not see this secret again. Copy it first if you still need it."
            cancelLabel="Keep it open"
            confirmLabel="Close anyway"
            variant="danger"
            onConfirm={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
