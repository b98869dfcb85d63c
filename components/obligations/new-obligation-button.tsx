"use client";

import type { ButtonVariant } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";

// The dialog, its form library and the create mutation load when first opened, not with the list.
const CreateObligationDialog = lazyComponent(() =>
  import("./create-obligation-dialog").then((module) => module.CreateObligationDialog),
);

/** "New obligation": opens the create dialog, for `vendorId` when given (the vendor page's tab). */
export function NewObligationButton({
  vendorId,
  label = "New obligation",
  variant,
}: {
  vendorId?: string;
  label?: string;
  variant?: ButtonVariant;
}) {
  return <DialogButton label={label} variant={variant} dialog={CreateObligationDialog} dialogProps={{ vendorId }} />;
}
