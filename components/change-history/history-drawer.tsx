"use client";

import type { RefObject } from "react";
import { Drawer, DrawerContent } from "@/components/ui/drawer";
import { HistoryPanel } from "./history-panel";

export interface HistoryTarget {
  entityType: string;
  entityId: string;
  /** Shown in the drawer's title: "History of <name>". */
  name: string;
}

export interface HistoryDrawerProps {
  target: HistoryTarget;
  open: boolean;
  onClose: () => void;
  /** Gets the focus back on close (the drawer has no Radix trigger to return it to). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** An entity's History in a side sheet, opened from a row of a list or from a record page's header. */
export function HistoryDrawer({ target, open, onClose, returnFocusRef }: HistoryDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DrawerContent
        title={`History of ${target.name}`}
        size="md"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusRef?.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <HistoryPanel entityType={target.entityType} entityId={target.entityId} headingLevel={3} hideHeading />
      </DrawerContent>
    </Drawer>
  );
}
