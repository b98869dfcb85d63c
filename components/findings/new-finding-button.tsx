"use client";

import type { ButtonVariant } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";

// The dialog, its form library and the create mutation load when first opened, not with the list.
const CreateFindingDialog = lazyComponent(() =>
  import("./create-finding-dialog").then((module) => module.CreateFindingDialog),
);

/** "New finding": opens the create dialog, for `vendorId` when given (the vendor page's tab). */
export function NewFindingButton({
  vendorId,
  label = "New finding",
  variant,
}: {
  vendorId?: string;
  label?: string;
  variant?: ButtonVariant;
}) {
  return <DialogButton label={label} variant={variant} dialog={CreateFindingDialog} dialogProps={{ vendorId }} />;
}
