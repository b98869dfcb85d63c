"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useNow } from "@/lib/web/use-now";
import { ContractEditor } from "./contract-editor";

export interface NewContractDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vendor the contract is with (the vendor page's tab). */
  vendorId?: string;
  /** The contract it sits under ("Add a contract under it"), with the parent's vendor. */
  parent?: { id: string; name: string; vendorId: string | null };
}

/** "New contract": the whole editor in a dialog; once created, the contract's page opens. */
export function NewContractDialog({ open, onOpenChange, vendorId, parent }: NewContractDialogProps) {
  const now = useNow();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={parent ? `New contract under “${parent.name}”` : "New contract"}
        description="Its term, notice period and value: the renewals view and the owner's reminders follow from them."
        size="xl"
        // The editor puts focus on its first field.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {open && now !== null ? (
          <ContractEditor
            now={now}
            initial={{
              vendor_id: parent?.vendorId ?? vendorId ?? "",
              parent_contract_id: parent?.id ?? "",
              parentName: parent?.name,
            }}
            onCancel={() => onOpenChange(false)}
            onCreated={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
