"use client";

import type { ButtonVariant } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";
import type { NewContractDialogProps } from "./new-contract-dialog";

// The editor (react-hook-form, its zod schema, the pickers) loads when the dialog is first opened.
const NewContractDialog = lazyComponent(() =>
  import("./new-contract-dialog").then((module) => module.NewContractDialog),
);

/** "New contract": opens the editor in a dialog, with the vendor or the parent contract already chosen when given. */
export function NewContractButton({
  label = "New contract",
  variant,
  ...dialogProps
}: Omit<NewContractDialogProps, "open" | "onOpenChange"> & { label?: string; variant?: ButtonVariant }) {
  return <DialogButton label={label} variant={variant} dialog={NewContractDialog} dialogProps={dialogProps} />;
}
