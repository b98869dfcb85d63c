"use client";

import { useRef, useState } from "react";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { Button, type ButtonSize, type ButtonVariant } from "./button";
import type { LazyComponent } from "./lazy";

/** Props every dialog such a button opens takes. */
export interface OpenableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the button, for dialogs that close by their own means (a sent form). */
  returnFocus?: () => void;
}

export interface DialogButtonProps<Props extends OpenableDialogProps> {
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The button's accessible name when the label alone is ambiguous in a list ("Request documents from Acme"). */
  accessibleName?: string;
  /** A lazily loaded dialog: its code starts loading on hover or focus and mounts on first opening. */
  dialog: LazyComponent<Props>;
  /** The dialog's other props. */
  dialogProps: Omit<Props, keyof OpenableDialogProps>;
}

/** A button that opens a lazily loaded dialog (which then stays mounted, so focus returns to the button). */
export function DialogButton<Props extends OpenableDialogProps>({
  label,
  variant,
  size,
  accessibleName,
  dialog: Dialog,
  dialogProps,
}: DialogButtonProps<Props>) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const props = {
    ...dialogProps,
    open,
    onOpenChange: setOpen,
    returnFocus: () => buttonRef.current?.focus(),
  } as Props;
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        size={size}
        aria-haspopup="dialog"
        aria-label={accessibleName}
        onClick={() => setOpen(true)}
        onMouseEnter={Dialog.preload}
        onFocus={Dialog.preload}
      >
        {label}
      </Button>
      {mounted ? <Dialog {...props} /> : null}
    </>
  );
}
