"use client";

import type { ButtonVariant } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";

// The dialog, its form library and schema load when first opened, not with the list.
const CreateVendorDialog = lazyComponent(() =>
  import("./create-vendor-dialog").then((module) => module.CreateVendorDialog),
);

/** A button that opens the "New vendor" dialog; the dialog opens the new vendor's page. */
export function NewVendorButton({ label = "New vendor", variant }: { label?: string; variant?: ButtonVariant }) {
  return <DialogButton label={label} variant={variant} dialog={CreateVendorDialog} dialogProps={{}} />;
}
