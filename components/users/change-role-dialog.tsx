"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { type User, userDisplayName, useUpdateUser } from "@/lib/web/hooks/users";
import { type OrgRole, roleOptions } from "./model";

export interface ChangeRoleDialogProps {
  user: User | null;
  onOpenChange: (open: boolean) => void;
  onChanged: (user: User) => void;
}

export function ChangeRoleDialog({ user, onOpenChange, onChanged }: ChangeRoleDialogProps) {
  const update = useUpdateUser();
  const selectId = useId();
  const [role, setRole] = useState<OrgRole>("org:member");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (user) {
      setRole((user.role ?? "org:member") as OrgRole);
      setError(null);
    }
  }, [user]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      return;
    }
    setError(null);
    try {
      onChanged(await update.mutateAsync({ id: user.id, role }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Something went wrong. Try again.");
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (update.isPending && !open ? undefined : onOpenChange(open))}>
      {user ? (
        <DialogContent title="Change role" description={`${userDisplayName(user)} (${user.email})`} size="sm">
          <form onSubmit={submit} className="space-y-4">
            <FormField label="Role" id={selectId}>
              <Select options={roleOptions} value={role} onChange={(event) => setRole(event.target.value as OrgRole)} />
            </FormField>
            <FormError message={error} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={update.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" loading={update.isPending} disabled={role === user.role}>
                Save role
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
