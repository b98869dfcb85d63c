"use client";

import type { ButtonVariant } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";

// The dialog, its form library, its pickers and the create mutation load when first opened, not with the list.
const CreateAssessmentDialog = lazyComponent(() =>
  import("./create-assessment-dialog").then((module) => module.CreateAssessmentDialog),
);

/** "New assessment": opens the create dialog, for `vendorId` when given (the vendor page's tab). */
export function NewAssessmentButton({
  vendorId,
  label = "New assessment",
  variant,
}: {
  vendorId?: string;
  label?: string;
  variant?: ButtonVariant;
}) {
  return <DialogButton label={label} variant={variant} dialog={CreateAssessmentDialog} dialogProps={{ vendorId }} />;
}
