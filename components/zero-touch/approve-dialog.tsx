"use client";

import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { zeroTouchLimits } from "@/lib/contract/zero-touch";
import { formatCount } from "@/lib/web/format";

export interface ApproveDialogProps {
  vendorName: string;
  /** The vendor status the approval sets too, if one is chosen. */
  vendorStatus: string | null;
  onClose: () => void;
  /** Sends the approval with the comment, if any; rejects with the server's error, shown in the dialog. */
  onApprove: (comment: string | undefined) => Promise<void>;
}

/**
 * Confirms an approval, with an optional comment kept in the run's audit trail. Opens with Approve
 * focused, so a then Enter approves from the keyboard; stays open until the server has it.
 */
export function ApproveDialog({ vendorName, vendorStatus, onClose, onApprove }: ApproveDialogProps) {
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const approveButton = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onApprove(comment.trim() || undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      <DialogContent
        title="Approve the run"
        description={`The zero touch run for ${vendorName}${
          vendorStatus ? `; the vendor's status is set to ${vendorStatus}` : ""
        }.`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          approveButton.current?.focus();
        }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormField
            label="Comment"
            description={`Optional; kept in the run's audit trail. Up to ${formatCount(zeroTouchLimits.note)} characters.`}
          >
            <Textarea
              value={comment}
              rows={3}
              maxLength={zeroTouchLimits.note}
              onChange={(event) => setComment(event.target.value)}
            />
          </FormField>
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button ref={approveButton} type="submit" loading={saving}>
              Approve
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
