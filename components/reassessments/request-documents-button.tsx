"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { useOpenedOnce } from "@/lib/web/use-opened-once";

// The portals module's request form loads when it is first wanted.
const SendRequestDialog = lazyComponent(() =>
  import("@/components/portals/send-request-dialog").then((module) => module.SendRequestDialog),
);

/** "Request documents" for a vendor without any: sends the vendor a request (POST /v1/portals). */
export function RequestDocumentsButton({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size="sm"
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={`Request documents from ${vendorName}`}
        onClick={() => setOpen(true)}
        onMouseEnter={SendRequestDialog.preload}
        onFocus={SendRequestDialog.preload}
      >
        Request documents
      </Button>
      {mounted ? (
        <SendRequestDialog
          open={open}
          onOpenChange={setOpen}
          vendor={{ id: vendorId, name: vendorName }}
          returnFocus={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
