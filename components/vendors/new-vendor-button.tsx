"use client";

import { useState } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { useOpenedOnce } from "@/lib/web/use-opened-once";

// The dialog, its form library and schema load when first opened, not with the list.
const CreateVendorDialog = lazyComponent(() =>
  import("./create-vendor-dialog").then((module) => module.CreateVendorDialog),
);

/** A button that opens the "New vendor" dialog; the dialog opens the new vendor's page. */
export function NewVendorButton({ label = "New vendor", variant }: { label?: string; variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {mounted ? <CreateVendorDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
