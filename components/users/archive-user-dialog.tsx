"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type User, userDisplayName, useUpdateUser } from "@/lib/web/hooks/users";

export interface ArchiveUserDialogProps {
  /** The user to archive, or to reactivate when already archived. */
  user: User | null;
  onOpenChange: (open: boolean) => void;
  onDone: (user: User) => void;
}

/** Archive or reactivate, confirmed first: archiving signs the person out everywhere at once. */
export function ArchiveUserDialog({ user, onOpenChange, onDone }: ArchiveUserDialogProps) {
  const update = useUpdateUser();
  const reactivating = user?.is_archived ?? false;
  const name = user ? userDisplayName(user) : "";
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={reactivating ? `Reactivate ${name}?` : `Archive ${name}?`}
      description={
        reactivating
          ? "Their membership becomes active again and they can sign in with their password."
          : "They are signed out at once and can no longer sign in or use the API. You can reactivate them later."
      }
      confirmLabel={reactivating ? "Reactivate" : "Archive"}
      variant={reactivating ? "default" : "danger"}
      onConfirm={async () => {
        if (user) {
          onDone(await update.mutateAsync({ id: user.id, is_archived: !reactivating }));
        }
      }}
    />
  );
}
