"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { useOpenedOnce } from "@/lib/web/use-opened-once";

// The drawer (and the change log's code) loads with the first opening.
const HistoryDrawer = lazyComponent(() => import("./history-drawer").then((module) => module.HistoryDrawer));

export interface HistoryButtonProps {
  entityType: string;
  entityId: string;
  /** What people call the entity: names the button ("History of <name>") and the drawer. */
  name: string;
}

/** A row action that opens the entity's History in a side sheet. */
export function HistoryButton({ entityType, entityId, name }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size="sm"
        variant="ghost"
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
