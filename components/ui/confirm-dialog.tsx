"use client";

import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "./dialog";
import { FormError } from "./form-error";

export interface ConfirmDialogProps {
  /** Controlled open state; omit both to use `trigger` uncontrolled. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (wrapped with Radix Trigger `asChild`), e.g. a <Button>. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: "default" | "danger";
  /** May be async; the dialog shows a spinner, then closes on success or shows the error inline. */
  onConfirm: () => unknown;
  /** Disable confirming, e.g. until a required reason is typed. */
  confirmDisabled?: boolean;
  /** Extra body content such as a reason textarea. */
  children?: ReactNode;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Try again.";
}

export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  variant = "default",
  onConfirm,
  confirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (pending && !next) {
      return;
    }
    if (!next) {
      setError(null);
    }
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || confirmDisabled) {
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      setUncontrolledOpen(false);
      onOpenChange?.(false);
    } catch (caught) {
      setPending(false);
      setError(messageOf(caught));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent title={title} description={description} size="sm" role="alertdialog">
        <form onSubmit={submit} className="space-y-4">
          {children}
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={variant === "danger" ? "danger" : "primary"}
              loading={pending}
              disabled={confirmDisabled}
            >
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
