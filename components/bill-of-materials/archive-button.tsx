"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { useOpenedOnce } from "@/lib/web/use-opened-once";

export interface ArchiveButtonProps {
  /** What is archived, for the button's accessible name ("Archive keycloak 10.0.2"). */
  name: string;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
}

/** "Archive", asking first in a dialog whose code loads on hover, focus or the first press. */
export function ArchiveButton({ name, title, description, confirmLabel = "Archive", onConfirm }: ArchiveButtonProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Archive ${name}`}
        onMouseEnter={ConfirmDialog.preload}
        onFocus={ConfirmDialog.preload}
        onClick={() => setOpen(true)}
      >
        Archive
      </Button>
      {mounted ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={title}
          description={description}
          confirmLabel={confirmLabel}
          variant="danger"
          onConfirm={onConfirm}
        />
      ) : null}
    </>
  );
}
