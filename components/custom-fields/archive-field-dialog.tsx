"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type CustomFieldDefinition, useCustomFieldAction } from "@/lib/web/hooks/custom-fields";

export interface ArchiveFieldDialogProps {
  field: CustomFieldDefinition | null;
  onOpenChange: (open: boolean) => void;
  onArchived: (field: CustomFieldDefinition) => void;
}

export function ArchiveFieldDialog({ field, onOpenChange, onArchived }: ArchiveFieldDialogProps) {
  const archive = useCustomFieldAction();
  return (
    <ConfirmDialog
      open={field !== null}
      onOpenChange={onOpenChange}
      title={field ? `Archive ${field.field_name}?` : "Archive field?"}
      description="The field and its values disappear from every record and from the API. This can't be undone."
      confirmLabel="Archive field"
      variant="danger"
      onConfirm={async () => {
        if (field) {
          onArchived(await archive.mutateAsync({ id: field.id, action: "archive" }));
        }
      }}
    />
  );
}
