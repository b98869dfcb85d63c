"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeUserSessions } from "@/lib/web/hooks/user-sessions";
import { type User, userDisplayName } from "@/lib/web/hooks/users";

export interface SignOutUserDialogProps {
  /** The user to sign out of all sessions. */
  user: User | null;
  onOpenChange: (open: boolean) => void;
  onDone: (user: User) => void;
}

/** An admin ends every session of a user (a lost laptop, a leaked token), confirmed first. */
export function SignOutUserDialog({ user, onOpenChange, onDone }: SignOutUserDialogProps) {
  const name = user ? userDisplayName(user) : "";
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={`Sign ${name} out of all sessions?`}
      description="Every browser session and session token of theirs ends at once. They can sign in again with their password; API keys are not affected."
      confirmLabel="Sign out everywhere"
      variant="danger"
      onConfirm={async () => {
        if (user) {
          await revokeUserSessions(user.id);
          onDone(user);
        }
      }}
    />
  );
}
