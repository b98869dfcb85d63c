"use client";

import { useRef, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { useOpenedOnce } from "@/lib/web/use-opened-once";

// The drawer (and the change log's code) loads with the first opening.
const HistoryDrawer = lazyComponent(() => import("./history-drawer").then((module) => module.HistoryDrawer));

export interface HistoryButtonProps {
  entityType: string;
  entityId: string;
  /** What people call the entity: names the button ("History of <name>") and the drawer. */
  name: string;
  /** A row action by default (small, ghost); a record page's header uses a secondary button. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Opens the entity's History in a side sheet: a row action, or a record page's header button. */
export function HistoryButton({ entityType, entityId, name, variant = "ghost", size = "sm" }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size={size}
        variant={variant}
        aria-haspopup="dialog"
        aria-label={`History of ${name}`}
        onMouseEnter={HistoryDrawer.preload}
        onFocus={HistoryDrawer.preload}
        onClick={() => setOpen(true)}
      >
        History
      </Button>
      {mounted ? (
        <HistoryDrawer
          target={{ entityType, entityId, name }}
          open={open}
          onClose={() => setOpen(false)}
          returnFocusRef={buttonRef}
        />
      ) : null}
    </>
  );
}
