"use client";

import { Drawer, DrawerContent } from "@/components/ui/drawer";
import { HistoryPanel } from "./history-panel";

export interface HistoryTarget {
  entityType: string;
  entityId: string;
  /** Shown in the drawer's title: "History of <name>". */
  name: string;
}

export interface HistoryDrawerProps {
  /** The entity whose history is shown; the drawer is open while set. */
  target: HistoryTarget | null;
  onClose: () => void;
}

/** An entity's History in a side sheet, for rows of lists that have no page of their own. */
export function HistoryDrawer({ target, onClose }: HistoryDrawerProps) {
  return (
    <Drawer open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DrawerContent title={`History of ${target.name}`} size="md">
          <HistoryPanel entityType={target.entityType} entityId={target.entityId} headingLevel={3} hideHeading />
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
