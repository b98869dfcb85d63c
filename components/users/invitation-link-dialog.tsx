"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { Time } from "@/components/ui/time";
import type { InvitationLink } from "@/lib/web/hooks/users";

export interface RevealedInvitation {
  name: string;
  email: string;
  link: InvitationLink;
}

export interface InvitationLinkDialogProps {
  /** Open while set; the parent clears it on close, so the link is gone. */
  revealed: RevealedInvitation | null;
  onClose: () => void;
}

export function InvitationLinkDialog({ revealed, onClose }: InvitationLinkDialogProps) {
  const fieldId = useId();
  const noteId = `${fieldId}-note`;
  return (
    <Dialog open={revealed !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {revealed ? (
        <DialogContent
          title="Invitation link"
          size="lg"
          description={`For ${revealed.name} (${revealed.email}).`}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(fieldId)?.focus();
          }}
          footer={
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          }
        >
          <div className="space-y-4">
            <p
              id={noteId}
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
            >
              Copy this link now and send it to them. It works once and is not shown again; a new link replaces it.
            </p>
            <div className="space-y-1.5">
              <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                Link
              </label>
              <div className="flex items-center gap-2">
                <Textarea
                  id={fieldId}
                  readOnly
                  rows={2}
                  value={revealed.link.invitation_url}
                  aria-describedby={noteId}
                  spellCheck={false}
                  className="resize-none break-all font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={revealed.link.invitation_url} label="Copy link" className="shrink-0 p-2" />
              </div>
            </div>
            <p className="text-slate-700 dark:text-slate-300">
              Valid until <Time value={revealed.link.expires_at} />.
            </p>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
