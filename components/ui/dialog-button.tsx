"use client";

import { useState } from "react";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { Button, type ButtonVariant } from "./button";
import type { LazyComponent } from "./lazy";

/** Props every dialog such a button opens takes. */
export interface OpenableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface DialogButtonProps<Props extends OpenableDialogProps> {
  label: string;
  variant?: ButtonVariant;
  /** A lazily loaded dialog: its code starts loading on hover or focus and mounts on first opening. */
  dialog: LazyComponent<Props>;
  /** The dialog's other props. */
  dialogProps: Omit<Props, keyof OpenableDialogProps>;
}

/** A button that opens a lazily loaded dialog (which then stays mounted, so focus returns to the button). */
export function DialogButton<Props extends OpenableDialogProps>({
  label,
  variant,
  dialog: Dialog,
  dialogProps,
}: DialogButtonProps<Props>) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const props = { ...dialogProps, open, onOpenChange: setOpen } as Props;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} onMouseEnter={Dialog.preload} onFocus={Dialog.preload}>
        {label}
      </Button>
      {mounted ? <Dialog {...props} /> : null}
    </>
  );
}
