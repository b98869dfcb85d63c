"use client";

import { useRef, useState } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import type { RequestVendor } from "./send-request-dialog";

// The form (react-hook-form, zod, the questionnaire list) loads when the dialog is first wanted.
const SendRequestDialog = lazyComponent(() =>
  import("./send-request-dialog").then((module) => module.SendRequestDialog),
);

/** "Send a request": opens a request to the vendor (a questionnaire by link) in a dialog. */
export function SendRequestButton({
  vendor,
  variant = "secondary",
}: {
  vendor: RequestVendor;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onMouseEnter={SendRequestDialog.preload}
        onFocus={SendRequestDialog.preload}
      >
        Send a request
      </Button>
      {mounted ? (
        <SendRequestDialog
          open={open}
          onOpenChange={setOpen}
          vendor={vendor}
          returnFocus={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
