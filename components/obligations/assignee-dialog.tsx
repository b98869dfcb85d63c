"use client";

import { type RefObject, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { UserPicker } from "@/components/users/user-picker";

export interface AssigneeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is being assigned, for the title ("Assign “…”"). */
  name: string;
  /** The current assignee's user ID. */
  value: string | null;
  /** The chosen user ID, or null to leave it unassigned; the caller saves it. */
  onSave: (assigneeId: string | null) => void;
  /** Where focus goes on close (the row's button; the dialog has no Radix trigger to return to). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Chooses one organization user (or nobody) as the assignee. */
export function AssigneeDialog({ open, onOpenChange, name, value, onSave, returnFocusRef }: AssigneeDialogProps) {
  const [chosen, setChosen] = useState<string[]>(value ? [value] : []);
  useEffect(() => {
    if (open) {
      setChosen(value ? [value] : []);
    }
  }, [open, value]);
  const next = chosen[0] ?? null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Change assignee"
        description={`Who answers for “${name}”.`}
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              disabled={next === value}
              onClick={() => {
                onSave(next);
                onOpenChange(false);
              }}
            >
              Save assignee
            </Button>
          </>
        }
      >
        <UserPicker
          label="Assignee"
          description="Remove the chosen person to leave it unassigned."
          single
          value={chosen}
          onChange={setChosen}
        />
      </DialogContent>
    </Dialog>
  );
}
