"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { FieldChange } from "@/lib/web/hooks/zero-touch";
import { ChangeList } from "./change-list";

export interface CorrectionConfirmProps {
  vendorName: string;
  /** The ticked changes, the only ones applied. */
  changes: readonly FieldChange[];
  onClose: () => void;
  /** Applies them; rejects with the server's error, shown in the dialog. */
  onConfirm: () => Promise<void>;
}

/** The second step of Apply correction: what exactly changes on the vendor, before anything is written. */
export function CorrectionConfirm({ vendorName, changes, onClose, onConfirm }: CorrectionConfirmProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Apply this correction?"
      description={`${vendorName}'s vendor record changes as listed, and the run is rescored. Unticked changes are left as they are.`}
      confirmLabel="Apply"
      onConfirm={onConfirm}
    >
      <ChangeList changes={changes} label="Changes to apply" />
    </ConfirmDialog>
  );
}
