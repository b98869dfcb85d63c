"use client";

import { type FormEventHandler, type ReactNode, useEffect, useState } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, type DialogSize } from "./dialog";
import { FormError } from "./form-error";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  /** The form's submit handler (e.g. react-hook-form's handleSubmit(...)). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While true the dialog can't be closed and the buttons show progress. */
  submitting: boolean;
  submitLabel: ReactNode;
  /** A form-level error (e.g. `errors.root?.server?.message`), shown above the buttons. */
  error?: string | null;
  /** Focus a field on open, e.g. `() => form.setFocus("name")`; otherwise Radix focuses the first control. */
  focusOnOpen?: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog holding one form: the fields, the form-level error, then Cancel and the submit button.
 * It stays open while submitting (Escape, the × and Cancel do nothing until the answer arrives).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size,
  onSubmit,
  submitting,
  submitLabel,
  error,
  focusOnOpen,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (submitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        title={title}
        description={description}
        size={size}
        onOpenAutoFocus={
          focusOnOpen
            ? (event) => {
                event.preventDefault();
                focusOnOpen();
              }
            : undefined
        }
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {children}
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={submitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Resets the form to `defaults` (a constant or memoized object) each time the dialog opens and returns a fresh Idempotency-Key for
 * that opening: a retried submit (a lost answer) cannot create the record twice.
 */
export function useFreshFormOnOpen<T>(open: boolean, reset: (values: T) => void, defaults: T): string {
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  useEffect(() => {
    if (open) {
      reset(defaults);
      setIdempotencyKey(crypto.randomUUID());
    }
  }, [open, reset, defaults]);
  return idempotencyKey;
}
