"use client";

import type { ButtonVariant } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { lazyComponent } from "@/components/ui/lazy";

// The dialog, its form library and the vendor search load when first opened, not with the list.
const NewEventDialog = lazyComponent(() => import("./new-event-dialog").then((module) => module.NewEventDialog));

export function NewEventButton({ label = "New event", variant }: { label?: string; variant?: ButtonVariant }) {
  return <DialogButton label={label} variant={variant} dialog={NewEventDialog} dialogProps={{}} />;
}
